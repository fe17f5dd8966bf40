/** The name of the treasure-quest type for teachers (the type picker, quiz lists), for both halves. */
export const questLabel = { ko: '보물 찾기 퀘스트', en: 'Treasure quest', ja: '宝探しクエスト' };
