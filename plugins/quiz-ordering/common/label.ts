/** The name of the ordering type for teachers (the type picker, quiz lists), for both halves. */
export const orderingLabel = { ko: '순서 맞추기', en: 'Ordering', ja: '並べ替え' };
