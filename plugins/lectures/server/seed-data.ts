import type { LectureSaveInput, LessonInput, QuizLanguage } from '../common/index.ts';

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

const lesson = (
  title: string,
  type: LessonInput['type'],
  phase: string,
  html: string,
  extra: Partial<LessonInput> = {},
): LessonInput => ({ title, type, phase, items: text(html), ...extra });

/**
 * The lesson whose video comes from a sharing site: the player shows it when the site answers and
 * a way on when it cannot be reached (a school network that blocks it, no connection).
 */
const videoLesson = (title: string, url: string, html: string): LessonInput => ({
  title,
  type: 'video',
  phase: '개념 학습',
  items: [
    { type: 'video', content: url },
    { type: 'text', content: html },
  ],
});

/** JavaScript: values, functions and arrays, graded in Node. */
const javascriptLessons: LessonInput[] = [
  lesson(
    '자바스크립트가 하는 일',
    'text',
    '도입',
    '<h2>브라우저와 Node</h2><p>자바스크립트는 웹 페이지를 움직이고, Node로 서버와 도구도 만듭니다.</p>',
    { isPreview: true },
  ),
  videoLesson(
    '변수와 함수 영상 강의',
    'https://www.youtube.com/watch?v=W6NZfCO5SIk',
    '<p><code>let</code>과 <code>const</code>, 함수 선언과 화살표 함수를 비교합니다.</p>',
  ),
  lesson(
    '배열 다루기',
    'tutorial',
    '따라 하기',
    '<p><code>map</code>, <code>filter</code>, <code>reduce</code>로 배열을 바꾸어 봅니다.</p>',
    { quizLanguage: 'js' },
  ),
  lesson(
    '배열 퀴즈',
    'quiz',
    '퀴즈',
    '<p>입력된 수 가운데 짝수만 골라 합을 구하세요. 개념 문제도 함께 풉니다.</p>',
    { quizLanguage: 'js' },
  ),
  lesson(
    '정리: 자주 하는 실수',
    'text',
    '정리',
    '<ul><li><code>==</code>와 <code>===</code></li><li><code>var</code>의 범위</li></ul>',
  ),
];

/** C++: complexity, sorting and binary search for coding tests. */
const algorithmLessons: LessonInput[] = [
  lesson(
    '시간 복잡도 읽기',
    'text',
    '도입',
    '<p>입력 크기 N이 10만일 때 O(N²)은 왜 느릴까요? 빅오 표기법으로 어림합니다.</p>',
    { isPreview: true },
  ),
  lesson(
    '정렬 따라 하기',
    'tutorial',
    '따라 하기',
    '<p><code>std::sort</code>로 수를 오름차순으로 정렬해 출력합니다.</p>',
    { quizLanguage: 'cpp' },
  ),
  lesson('이분 탐색 퀴즈', 'quiz', '퀴즈', '<p>정렬된 수열에서 값의 위치를 O(log N)에 찾으세요.</p>', {
    quizLanguage: 'cpp',
  }),
];

/** SQL on SQLite: SELECT, WHERE and JOIN, graded against a prepared database. */
const sqlLessons: LessonInput[] = [
  lesson('관계형 데이터베이스란', 'text', '도입', '<p>표(테이블), 행과 열, 기본 키를 알아봅니다.</p>', {
    isPreview: true,
  }),
  lesson(
    'SELECT와 WHERE 따라 하기',
    'tutorial',
    '따라 하기',
    '<p><code>students</code> 테이블에서 조건에 맞는 학생을 찾아봅니다.</p>',
  ),
  lesson('JOIN 실습', 'tutorial', '퀴즈', '<p>두 테이블을 이어 붙여 학생별 점수를 조회합니다.</p>'),
];

/** Python for data and AI: lists, then a first model's arithmetic. */
const machineLearningLessons: LessonInput[] = [
  lesson('머신러닝이 배우는 방식', 'text', '도입', '<p>데이터에서 규칙을 찾는 과정을 그림으로 봅니다.</p>', {
    isPreview: true,
  }),
  lesson(
    '평균과 분산 구하기',
    'tutorial',
    '따라 하기',
    '<p>모델의 첫걸음, 데이터의 평균을 직접 계산합니다.</p>',
    { quizLanguage: 'python3' },
  ),
  lesson('용어 확인 퀴즈', 'quiz', '퀴즈', '<p>지도 학습과 비지도 학습을 구분해 봅니다.</p>', {
    quizLanguage: 'python3',
  }),
];

/** Lectures without code: reading, a video and a check of understanding. */
const conceptLessons = (topic: string, video: string): LessonInput[] => [
  lesson(`${topic} 시작하기`, 'text', '도입', `<p>${topic}에서 무엇을 배우는지 살펴봅니다.</p>`, {
    isPreview: true,
  }),
  videoLesson(`${topic} 핵심 영상`, video, '<p>영상을 본 뒤 아래 내용을 정리해 보세요.</p>'),
  lesson(`${topic} 이해도 점검`, 'tutorial', '퀴즈', '<p>배운 개념을 객관식 문제로 확인합니다.</p>'),
];

/** Git: reading only, no quizzes (the demo learner asks a refund of it after the first lesson). */
const gitLessons: LessonInput[] = [
  lesson(
    'Git 시작하기',
    'text',
    '도입',
    '<p>버전 관리가 왜 필요한지, Git을 설치하고 저장소를 만듭니다.</p>',
    {
      isPreview: true,
    },
  ),
  lesson(
    '커밋과 브랜치',
    'text',
    '개념 학습',
    '<p><code>git commit</code>과 <code>git switch -c</code>로 작업을 나눕니다.</p>',
  ),
  lesson(
    '병합과 충돌 해결',
    'text',
    '개념 학습',
    '<p>두 브랜치를 합치고, 충돌이 나면 고쳐서 커밋합니다.</p>',
  ),
  lesson(
    '풀 리퀘스트로 함께 일하기',
    'text',
    '정리',
    '<p>GitHub에서 리뷰를 받고 병합하는 흐름을 정리합니다.</p>',
  ),
];

/** C for the after-school class: input, output and a loop over an array. */
const cLessons: LessonInput[] = [
  lesson(
    'C 프로그램의 구조',
    'text',
    '도입',
    '<p><code>main</code> 함수와 <code>#include</code>를 알아봅니다.</p>',
    {
      isPreview: true,
    },
  ),
  lesson('scanf와 printf 따라 하기', 'tutorial', '따라 하기', '<p>두 수를 입력받아 곱을 출력합니다.</p>', {
    quizLanguage: 'c',
  }),
  lesson('최댓값 찾기 퀴즈', 'quiz', '퀴즈', '<p>N개의 수 가운데 가장 큰 수를 출력하세요.</p>', {
    quizLanguage: 'c',
  }),
];

/** React: components and state, with the state logic graded in Node. */
const reactLessons: LessonInput[] = [
  lesson('컴포넌트와 props', 'text', '도입', '<p>화면을 작은 부품으로 나누고 값을 내려 줍니다.</p>', {
    isPreview: true,
  }),
  lesson(
    '상태로 장바구니 합계 만들기',
    'tutorial',
    '따라 하기',
    '<p>상품 목록 상태에서 합계를 계산하는 함수를 만듭니다.</p>',
    { quizLanguage: 'js' },
  ),
];

/** The template a teacher copies: one lesson of each kind, to be filled in. */
const templateLessons: LessonInput[] = [
  lesson('강좌 소개', 'text', '도입', '<p>이 강좌의 목표와 진행 방식을 적어 주세요.</p>', {
    isPreview: true,
  }),
  lesson('개념 설명', 'text', '개념 학습', '<p>개념을 설명하는 글이나 영상을 넣어 주세요.</p>'),
];

/** Block coding: order of steps, loops and conditions, checked with multiple-choice questions. */
const blockLessons: LessonInput[] = [
  lesson('엔트리 화면 둘러보기', 'text', '도입', '<p>블록 꾸러미, 실행 화면, 오브젝트를 알아봅니다.</p>', {
    isPreview: true,
  }),
  lesson('순차와 반복 블록', 'tutorial', '따라 하기', '<p>같은 동작을 반복 블록으로 줄여 봅니다.</p>'),
];

/** A quiz lesson of the lab, in `quizLanguage`, with one line about its quiz. */
const labLesson = (title: string, phase: string, about: string, quizLanguage: QuizLanguage) =>
  lesson(title, 'quiz', phase, `<p>${about}</p>`, { quizLanguage });

/**
 * The school's lab: one quiz lesson per quiz type's demo quiz. Each lesson's title is its demo
 * quiz's, which the quiz type's own seed names to join it (the lectures plugin knows no quiz type).
 */
const labLessons: LessonInput[] = [
  labLesson('고양이 10걸음', '블록 코딩', '스크래치 블록으로 고양이를 움직여 봅니다.', 'scratch'),
  labLesson('엔트리 미로', '블록 코딩', '엔트리봇이 벽을 피해 깃발까지 가게 합니다.', 'entry'),
  labLesson('LED 깜빡이기', '보드', '아두이노의 LED를 0.5초마다 켜고 끕니다.', 'cpp'),
  labLesson('버튼으로 LED', '보드', '버튼을 누르는 동안만 LED를 켭니다.', 'cpp'),
  labLesson('하트 깜빡이기', '보드', '마이크로비트 화면에 하트를 깜빡입니다.', 'python3'),
  labLesson('거북이 정사각형', '그래픽', '거북이로 정사각형을 그립니다.', 'python3'),
  labLesson('튀는 공', '그래픽', '3D 장면에서 바닥에 튀는 공을 만듭니다.', 'python3'),
  labLesson('붓꽃 분류', '데이터와 서버', '꽃의 크기로 붓꽃의 종을 예측합니다.', 'python3'),
  labLesson('할 일 API', '데이터와 서버', '할 일을 저장하는 JSON API 서버를 만듭니다.', 'python3'),
  labLesson('보물 상자', '게임', '파이썬으로 영웅을 움직여 보물 상자를 찾습니다.', 'python3'),
  labLesson('프로그램의 순서', '정리', '프로그램이 하는 일을 순서대로 놓아 봅니다.', 'python3'),
];

const lecture = (
  scope: DemoLecture['scope'],
  input: Partial<LectureSaveInput> & Pick<LectureSaveInput, 'subject' | 'categoryFirst'>,
  lessons: LessonInput[],
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
  lecture(
    'public',
    {
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
    },
    basics,
  ),
  lecture(
    'public',
    {
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
    },
    javascriptLessons,
  ),
  lecture(
    'public',
    {
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
    },
    algorithmLessons,
  ),
  lecture(
    'public',
    {
      subject: 'SQL과 데이터베이스 입문',
      description: '데이터를 다루는 첫걸음, SELECT부터 JOIN까지',
      categoryFirst: 'programming',
      categorySecond: 'databases',
      difficulty: 'easy',
      tags: ['sql', '데이터베이스'],
    },
    sqlLessons,
  ),
  lecture(
    'public',
    {
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
    },
    reactLessons,
  ),
  lecture(
    'public',
    {
      subject: 'Machine Learning Basics with Python',
      description: 'Regression, classification and neural networks',
      categoryFirst: 'programming',
      categorySecond: 'artificial-intelligence',
      isFree: false,
      price: '99000',
      difficulty: 'difficult',
      tags: ['ai', 'machine learning', '인공지능'],
    },
    machineLearningLessons,
  ),
  lecture(
    'public',
    {
      subject: '엑셀 데이터 분석 실무',
      description: '피벗 테이블과 함수로 보고서 만들기',
      categoryFirst: 'business',
      categorySecond: 'data-analysis',
      difficulty: 'easy',
      tags: ['엑셀', '데이터분석'],
    },
    conceptLessons('엑셀 데이터 분석', 'https://www.youtube.com/watch?v=Vl0H-qTclOg'),
  ),
  lecture(
    'public',
    {
      subject: 'UX/UI 디자인 시작하기',
      description: '사용자 중심 설계와 프로토타이핑',
      categoryFirst: 'design',
      categorySecond: 'ux-ui',
      isFree: false,
      price: '39000',
      difficulty: 'normal',
      tags: ['디자인', 'ux'],
    },
    conceptLessons('UX/UI 디자인', 'https://www.youtube.com/watch?v=c9Wg6Cb_YlU'),
  ),
  lecture(
    'public',
    {
      subject: 'Git과 GitHub로 협업하기',
      description: '커밋과 브랜치부터 풀 리퀘스트까지, 함께 코드를 만드는 법',
      categoryFirst: 'programming',
      categorySecond: 'programming-general',
      isFree: false,
      price: '45000',
      difficulty: 'easy',
      tags: ['git', 'github', '협업'],
    },
    gitLessons,
  ),
  lecture(
    'public',
    {
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
    },
    templateLessons,
  ),
  lecture(
    'channel',
    {
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
    },
    basics,
  ),
  lecture(
    'channel',
    {
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
    },
    cLessons,
  ),
  lecture(
    'channel',
    {
      subject: '엔트리 블록 코딩',
      description: '블록으로 배우는 순차, 반복, 조건',
      categoryFirst: 'programming',
      categorySecond: 'block-programming',
      difficulty: 'easy',
      tags: ['블록코딩', '엔트리'],
    },
    blockLessons,
  ),
  lecture(
    'channel',
    {
      subject: '코딩 실험실: 블록, 보드, 그래픽',
      description: '블록 코딩, 아두이노와 마이크로비트, 거북이 그래픽까지 한 번씩 풀어 보는 실험실',
      categoryFirst: 'programming',
      categorySecond: 'block-programming',
      difficulty: 'easy',
      tags: ['블록코딩', '아두이노', '마이크로비트'],
    },
    labLessons,
  ),
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
    subjects: [
      '정보 수업: 파이썬 기초',
      '방과후 알고리즘 반',
      '엔트리 블록 코딩',
      '코딩 실험실: 블록, 보드, 그래픽',
    ],
  },
];
