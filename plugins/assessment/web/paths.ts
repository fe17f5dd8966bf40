/** The examinee's exam page under the assessment route. */
export const examPath = (seq: number, slug: string, examIndex: number) =>
  `/assessment/${seq}/${encodeURIComponent(slug)}/exam/${examIndex}`;
/** The supervisor's control room (supervision plugin). */
export const controlPath = (seq: number, slug: string, examIndex: number) =>
  `/assessment/${seq}/${encodeURIComponent(slug)}/exam/${examIndex}/control-room`;
