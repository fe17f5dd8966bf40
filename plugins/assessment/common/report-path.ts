/**
 * The examinee report under the exam's page; without `userId` it opens the exam's first
 * examinee. Shared so the supervision screens link to it without importing assessment web files.
 */
export const examineeReportPath = (seq: number | string, slug: string, examIndex: number, userId?: number) =>
  `/assessment/${seq}/${encodeURIComponent(slug)}/exam/${examIndex}/report${userId ? `/${userId}` : ''}`;
