import type { SlotRef } from '@seodang/sdk/common';

/** Props of {@link examineeReportSectionsSlot}. */
export interface ExamineeReportSectionProps {
  examIndex: number;
  userId: number;
  /** When this examinee's exam began (the timeline's zero), ISO; null when unknown. */
  startedAt: string | null;
}

/**
 * Sections under the examinee report's incident timeline (the AI assistant's prompt history in an
 * AI exam). Ids and props types only: neither bundle carries the other's code.
 */
export const examineeReportSectionsSlot: SlotRef<ExamineeReportSectionProps> = {
  id: 'assessment.report-sections',
};
