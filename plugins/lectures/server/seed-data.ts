import type { LectureSaveInput, LessonInput } from '../common/index.ts';

/** One demo lecture: form values, its lessons, and whether it is on the public site or in the demo channel. */
export interface DemoLecture {
  scope: 'public' | 'channel';
  input: LectureSaveInput;
  lessons: LessonInput[];
  published?: boolean;
}

const text = (html: string) => [{ type: 'text' as const, content: html }];
const basics: LessonInput[] = [
  {
    title: '강좌 소개와 학습 방법',
    type: 'text',
    phase: '도입',
    isPreview: true,
    items: text('<h2>환영합니다</h2><p>이 강좌에서 무엇을 배우는지 살펴봅니다.</p>'),
  },
  {
    title: '개발 환경 준비하기',
    type: 'video',
    phase: '개념 학습',
    items: [
      { type: 'video', content: 'https://www.youtube.com/watch?v=rfscVS0vtbw' },
      { type: 'text', content: '<p>영상을 보며 설치를 따라 해보세요.</p>' },
    ],
  },
  {
    title: '변수와 자료형',
    type: 'text',
    phase: '개념 학습',
    items: text(
      '<p>변수는 값을 담는 이름표입니다. <code>x = 10</code></p><ul><li>정수</li><li>문자열</li><li>불리언</li></ul>',
    ),
  },
  {
    title: '반복문 따라 하기',
    type: 'tutorial',
    phase: '따라 하기',
    quizLanguage: 'python3',
    items: text('<p>for 문으로 1부터 10까지 출력해봅니다.</p>'),
  },
  {
    title: '반복문 퀴즈',
    type: 'quiz',
    phase: '퀴즈',
    quizLanguage: 'python3',
    items: text('<p>1부터 N까지의 합을 구하는 프로그램을 작성하세요.</p>'),
  },
  {
    title: '정리와 다음 단계',
    type: 'text',
    phase: '정리',
    items: text('<p>오늘 배운 내용을 정리합니다.</p>'),
  },
];

const lecture = (
  scope: DemoLecture['scope'],
  input: Partial<LectureSaveInput> & Pick<LectureSaveInput, 'subject' | 'categoryFirst'>,
  lessons = basics,
): DemoLecture => ({
  scope,
  input: {
    description: '',
    isFree: true,
    price: null,
    tags: [],
    contents: `<p>${input.subject} 강좌입니다.</p>`,
    ...input,
  },
  lessons,
});

/** Korean demo lectures: a public catalogue and a school channel's classes. */
export const demoLectures: DemoLecture[] = [
  lecture('public', {
    subject: '파이썬으로 배우는 프로그래밍 기초',
    description: '처음 코딩을 배우는 분을 위한 파이썬 입문',
    categoryFirst: 'programming',
    categorySecond: 'programming-fundamentals',
    difficulty: 'easy',
    tags: ['파이썬', 'python', '입문'],
    certificateIssued: true,
    introVideoUrl: 'https://www.youtube.com/watch?v=kWiCuklohdY',
    contents:
      '<h2>이런 분께 추천해요</h2><ul><li>코딩이 처음인 분</li><li>파이썬 문법을 정리하고 싶은 분</li></ul><p>20개의 레슨과 실습 퀴즈로 기초를 다집니다.</p>',
  }),
  lecture('public', {
    subject: '자바스크립트 완전 정복',
    description: '웹 개발의 시작, 자바스크립트 문법과 DOM',
    categoryFirst: 'programming',
    categorySecond: 'web-programming',
    isFree: false,
    price: '49000',
    useDiscount: true,
    discount: '20',
    difficulty: 'normal',
    tags: ['javascript', '웹', '프론트엔드'],
  }),
  lecture('public', {
    subject: '알고리즘 문제 해결 전략',
    description: '코딩 테스트 대비 핵심 알고리즘',
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    isFree: false,
    price: '66000',
    difficulty: 'difficult',
    tags: ['알고리즘', '코딩테스트', 'c++'],
    periodType: 'days',
    periodDays: '180',
  }),
  lecture('public', {
    subject: 'SQL과 데이터베이스 입문',
    description: '데이터를 다루는 첫걸음, SELECT부터 JOIN까지',
    categoryFirst: 'programming',
    categorySecond: 'databases',
    difficulty: 'easy',
    tags: ['sql', '데이터베이스'],
  }),
  lecture('public', {
    subject: 'React로 만드는 웹 앱',
    description: '컴포넌트와 상태 관리로 실전 프로젝트 완성',
    categoryFirst: 'programming',
    categorySecond: 'web-programming',
    isFree: false,
    price: '88000',
    useDiscount: true,
    discount: '30',
    discountDueDate: '2030-12-31',
    difficulty: 'normal',
    tags: ['react', '웹', '프론트엔드'],
  }),
  lecture('public', {
    subject: 'Machine Learning Basics with Python',
    description: 'Regression, classification and neural networks',
    categoryFirst: 'programming',
    categorySecond: 'artificial-intelligence',
    isFree: false,
    price: '99000',
    difficulty: 'difficult',
    tags: ['ai', 'machine learning', '인공지능'],
  }),
  lecture('public', {
    subject: '엑셀 데이터 분석 실무',
    description: '피벗 테이블과 함수로 보고서 만들기',
    categoryFirst: 'business',
    categorySecond: 'data-analysis',
    difficulty: 'easy',
    tags: ['엑셀', '데이터분석'],
  }),
  lecture('public', {
    subject: 'UX/UI 디자인 시작하기',
    description: '사용자 중심 설계와 프로토타이핑',
    categoryFirst: 'design',
    categorySecond: 'ux-ui',
    isFree: false,
    price: '39000',
    difficulty: 'normal',
    tags: ['디자인', 'ux'],
  }),
  lecture('public', {
    subject: '[기본 강좌] 프로그래밍 수업 틀',
    description: '새 강좌를 만들 때 복사해 쓰는 기본 구성',
    categoryFirst: 'programming',
    categorySecond: 'programming-general',
    settings: {
      permission: 'public',
      acceptType: 'immediate',
      allowPrint: false,
      allowInternalCopy: true,
      isBase: true,
      sequentialLessons: false,
    },
  }),
  lecture('channel', {
    subject: '정보 수업: 파이썬 기초',
    description: '1학년 정보 교과 파이썬 단원',
    categoryFirst: 'programming',
    categorySecond: 'programming-fundamentals',
    difficulty: 'easy',
    tags: ['정보', '파이썬'],
    settings: {
      permission: 'private',
      acceptType: 'immediate',
      allowPrint: true,
      allowInternalCopy: true,
      isBase: false,
      sequentialLessons: true,
    },
  }),
  lecture('channel', {
    subject: '방과후 알고리즘 반',
    description: '매주 수요일 7교시 알고리즘 문제 풀이',
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    difficulty: 'normal',
    tags: ['알고리즘', '방과후'],
    settings: {
      permission: 'public',
      acceptType: 'review',
      allowPrint: false,
      allowInternalCopy: false,
      isBase: false,
      sequentialLessons: false,
    },
  }),
  lecture('channel', {
    subject: '엔트리 블록 코딩',
    description: '블록으로 배우는 순차, 반복, 조건',
    categoryFirst: 'programming',
    categorySecond: 'block-programming',
    difficulty: 'easy',
    tags: ['블록코딩', '엔트리'],
  }),
];

/** Curations of the main pages, by lecture subject. */
export const demoCurations = [
  {
    scope: 'public' as const,
    title: '처음 시작하는 코딩',
    category: 'programming.programming-fundamentals',
    subjects: ['파이썬으로 배우는 프로그래밍 기초', 'SQL과 데이터베이스 입문', '자바스크립트 완전 정복'],
  },
  {
    scope: 'public' as const,
    title: '실무 역량 키우기',
    category: 'business',
    subjects: ['엑셀 데이터 분석 실무', 'UX/UI 디자인 시작하기', 'React로 만드는 웹 앱'],
  },
  {
    scope: 'channel' as const,
    title: '이번 학기 수업',
    category: null,
    subjects: ['정보 수업: 파이썬 기초', '방과후 알고리즘 반', '엔트리 블록 코딩'],
  },
];
