import type { InitialData } from '../../../sdk/web/context/page-types.ts';

/**
 * Decodes the HTML-entity encoded texts of the initial data (spec §1 "Server-rendered start"):
 * notice titles and lecture subjects, each collection only when present, channelLectureList
 * only when it has allLectures. Returns a new object; the input is left alone.
 */
export function decodeInitialData(data: InitialData, decode: (text: string) => string): InitialData {
  const out: InitialData = { ...data };
  const text = (value: unknown) => (typeof value === 'string' ? decode(value) : value);
  if (Array.isArray(data.channelNoticeList)) {
    out.channelNoticeList = data.channelNoticeList.map((n) => ({ ...n, title: text(n.title) as string }));
  }
  if (data.initialNoticeData && typeof data.initialNoticeData === 'object') {
    out.initialNoticeData = {
      ...data.initialNoticeData,
      title: text(data.initialNoticeData.title) as string,
    };
  }
  if (Array.isArray(data.curations)) {
    out.curations = data.curations.map((c) => ({
      ...c,
      lectureList: Array.isArray(c.lectureList)
        ? c.lectureList.map((l) => ({ ...l, subject: text(l.subject) as string }))
        : c.lectureList,
    }));
  }
  if (data.channelLectureList && Array.isArray(data.channelLectureList.allLectures)) {
    out.channelLectureList = {
      ...data.channelLectureList,
      allLectures: data.channelLectureList.allLectures.map((l) => ({
        ...l,
        subject: text(l.subject) as string,
      })),
    };
  }
  return out;
}
