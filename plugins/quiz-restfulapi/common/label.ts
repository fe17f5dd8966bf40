/** The name of the REST API type for teachers (the type picker, quiz lists), for both halves. */
export const restfulapiLabel = { ko: 'REST API 서버', en: 'REST API server', ja: 'REST API サーバー' };
