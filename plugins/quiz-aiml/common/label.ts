/** The name of the machine-learning type for teachers (the type picker, quiz lists), for both halves. */
export const aimlLabel = { ko: '머신러닝', en: 'Machine learning', ja: '機械学習' };
