export const ko = {
  title: '인사',
  menu: '인사하기',
  limits: '배점',
  score: '점수',
  scoreHint: '빈칸마다 같은 몫을 받습니다.',
};
