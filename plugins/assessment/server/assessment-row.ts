/** A row of `assessment_assessments`. */
export interface AssessmentRow {
  id: number;
  channel_id: number | null;
  owner_id: number | null;
  title: string;
  description: string;
  url_slug: string;
  register_open: Date;
  register_close: Date;
  operate_open: Date | null;
  operate_close: Date | null;
}
