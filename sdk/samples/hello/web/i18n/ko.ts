export const ko = { title: '인사', menu: '인사하기' };
