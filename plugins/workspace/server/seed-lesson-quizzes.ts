// The quizzes of the demo lectures' lessons, by lesson title: each course's own problems in its
// own language (Python, JavaScript, C++, C, SQL) and multiple-choice checks for the courses
// without code. Every program's reference answer is graded RIGHT by the real judge in the
// seeded-lesson-quizzes integration test.

/** One demo quiz: its type, title, statement (markdown) and definition (validated on insert). */
export interface LessonQuizSeed {
  type: 'programming' | 'multiple_choice' | 'sql';
  title: string;
  contents: string;
  definition: Record<string, unknown>;
}

const sourceFile = { python3: 'main.py', js: 'main.js', cpp: 'main.cpp', c: 'main.c' } as const;
type Language = keyof typeof sourceFile;

/** A judge-graded program: starter code, tests (the first shown, the rest hidden) and a reference answer. */
function program(
  language: Language,
  title: string,
  contents: string,
  starter: string,
  tests: [input: string, output: string][],
  answer: string,
): LessonQuizSeed {
  const share = Math.floor(100 / tests.length);
  return {
    type: 'programming',
    title,
    contents,
    definition: {
      language: [language],
      source: { [language]: [{ name: sourceFile[language], content: starter, locked: [] }] },
      inputset: tests.map(([input]) => input),
      outputset: tests.map(([, output]) => output),
      regexset: tests.map(() => null),
      scoreset: tests.map((_, i) => (i === 0 ? 100 - share * (tests.length - 1) : share)),
      testcase_type: tests.map((_, i) => (i === 0 ? 'open' : 'hidden')),
      answer_code: answer,
      answer_language: language,
    },
  };
}

/** A multiple-choice question; `answers` are zero-based indexes into `choices`. */
function choice(title: string, contents: string, choices: string[], answers: number[]): LessonQuizSeed {
  return { type: 'multiple_choice', title, contents, definition: { choices, answers, score: 1 } };
}

const studentsTable =
  "CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, grade INTEGER);\nINSERT INTO students VALUES (1, '김하준', 2), (2, '이서연', 3), (3, '박민준', 2);";

/**
 * An SQL problem: the second-year students by id (a shown test and a hidden one that adds a row).
 * The SQL lesson's tutorial, and the demo channel's practice problem too (seed.ts).
 */
export const gradeTwoStudents: LessonQuizSeed = {
  type: 'sql',
  title: '2학년 학생 찾기',
  contents: '`students` 테이블에서 2학년 학생의 이름을 `id` 순서대로 조회하세요.',
  definition: {
    initialProcessCode: studentsTable,
    answer_code: 'SELECT name FROM students WHERE grade = 2 ORDER BY id;',
    answerSource: 'SELECT ',
    preProcessCodeSet: ['', "INSERT INTO students VALUES (4, '최지우', 2);"],
    postProcessCodeSet: ['', ''],
    outputset: [[['김하준'], ['박민준']], null],
    scoreset: [50, 50],
    testcase_type: ['open', 'hidden'],
    scoringOptions: { ordered: true },
  },
};

/** Lesson title → its quizzes, in the order the lesson shows them. */
export const lessonQuizzes: Record<string, LessonQuizSeed[]> = {
  // Python (the public course and the school's class share this curriculum)
  '반복문 따라 하기': [
    program(
      'python3',
      '1부터 10까지 출력하기',
      'for 문으로 1부터 10까지 한 줄에 하나씩 출력하세요.',
      'for i in range(1, 11):\n    pass\n',
      [['', '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n']],
      'for i in range(1, 11):\n    print(i)\n',
    ),
  ],
  '반복문 퀴즈': [
    program(
      'python3',
      '1부터 N까지의 합',
      '정수 `N`이 주어집니다. 1부터 `N`까지의 합을 출력하세요.\n\n```\n입력: 10\n출력: 55\n```',
      'n = int(input())\n# 1부터 n까지의 합을 출력하세요.\n',
      [
        ['10\n', '55\n'],
        ['1\n', '1\n'],
        ['100\n', '5050\n'],
      ],
      'n = int(input())\nprint(sum(range(1, n + 1)))\n',
    ),
  ],
  // JavaScript
  '배열 다루기': [
    program(
      'js',
      '두 배로 만들기',
      '공백으로 구분된 정수들이 한 줄로 주어집니다. `map`으로 각 수를 두 배로 만들어 공백으로 구분해 출력하세요.\n\n```\n입력: 1 2 3\n출력: 2 4 6\n```',
      "const numbers = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n// numbers.map(...)\n",
      [
        ['1 2 3\n', '2 4 6\n'],
        ['-5 0 7\n', '-10 0 14\n'],
      ],
      "const numbers = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(numbers.map((n) => n * 2).join(' '));\n",
    ),
  ],
  '배열 퀴즈': [
    program(
      'js',
      '짝수의 합',
      '공백으로 구분된 정수들이 주어집니다. 짝수만 골라 합을 출력하세요.\n\n```\n입력: 1 2 3 4\n출력: 6\n```',
      "const numbers = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n",
      [
        ['1 2 3 4\n', '6\n'],
        ['1 3 5\n', '0\n'],
        ['-2 10 7\n', '8\n'],
      ],
      "const numbers = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(numbers.filter((n) => n % 2 === 0).reduce((a, b) => a + b, 0));\n",
    ),
    choice(
      '새 배열을 돌려주는 메서드',
      '조건을 통과한 요소만 모아 **새 배열**을 돌려주는 메서드는 무엇인가요?',
      ['forEach', 'filter', 'push', 'sort'],
      [1],
    ),
  ],
  '상태로 장바구니 합계 만들기': [
    program(
      'js',
      '장바구니 합계',
      '첫 줄에 상품 수 `N`, 다음 `N`줄에 `가격 수량`이 주어집니다. 합계를 출력하세요.\n\n```\n입력:\n2\n1000 3\n2500 2\n출력: 8000\n```',
      "const [n, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\\n');\n",
      [
        ['2\n1000 3\n2500 2\n', '8000\n'],
        ['1\n990 1\n', '990\n'],
      ],
      "const [, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\\n');\nconst total = lines.reduce((sum, line) => {\n  const [price, count] = line.split(' ').map(Number);\n  return sum + price * count;\n}, 0);\nconsole.log(total);\n",
    ),
  ],
  // C++
  '정렬 따라 하기': [
    program(
      'cpp',
      '오름차순 정렬',
      '첫 줄에 `N`, 둘째 줄에 정수 `N`개가 주어집니다. 오름차순으로 정렬해 공백으로 구분해 출력하세요.',
      '#include <algorithm>\n#include <iostream>\n#include <vector>\n\nint main() {\n  int n;\n  std::cin >> n;\n  std::vector<int> a(n);\n  for (int& x : a) std::cin >> x;\n  // std::sort(...)\n}\n',
      [
        ['5\n5 3 1 4 2\n', '1 2 3 4 5\n'],
        ['3\n-1 10 0\n', '-1 0 10\n'],
      ],
      '#include <algorithm>\n#include <iostream>\n#include <vector>\n\nint main() {\n  int n;\n  std::cin >> n;\n  std::vector<int> a(n);\n  for (int& x : a) std::cin >> x;\n  std::sort(a.begin(), a.end());\n  for (int i = 0; i < n; i++) std::cout << a[i] << (i + 1 < n ? " " : "\\n");\n}\n',
    ),
  ],
  '이분 탐색 퀴즈': [
    program(
      'cpp',
      '값의 위치 찾기',
      '첫 줄에 `N`과 찾을 값 `X`, 둘째 줄에 오름차순으로 정렬된 서로 다른 정수 `N`개가 주어집니다. `X`의 위치(0부터)를 출력하고, 없으면 `-1`을 출력하세요.',
      '#include <iostream>\n#include <vector>\n\nint main() {\n  int n, x;\n  std::cin >> n >> x;\n  std::vector<int> a(n);\n  for (int& v : a) std::cin >> v;\n}\n',
      [
        ['5 7\n1 3 5 7 9\n', '3\n'],
        ['4 2\n1 3 5 7\n', '-1\n'],
        ['1 4\n4\n', '0\n'],
      ],
      '#include <algorithm>\n#include <iostream>\n#include <vector>\n\nint main() {\n  int n, x;\n  std::cin >> n >> x;\n  std::vector<int> a(n);\n  for (int& v : a) std::cin >> v;\n  auto it = std::lower_bound(a.begin(), a.end(), x);\n  std::cout << (it != a.end() && *it == x ? it - a.begin() : -1) << "\\n";\n}\n',
    ),
  ],
  // C
  'scanf와 printf 따라 하기': [
    program(
      'c',
      '두 수의 곱',
      '두 정수 `a`와 `b`가 주어집니다. 곱을 출력하세요.\n\n```\n입력: 3 4\n출력: 12\n```',
      '#include <stdio.h>\n\nint main(void) {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  return 0;\n}\n',
      [
        ['3 4\n', '12\n'],
        ['-2 8\n', '-16\n'],
      ],
      '#include <stdio.h>\n\nint main(void) {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a * b);\n  return 0;\n}\n',
    ),
  ],
  '최댓값 찾기 퀴즈': [
    program(
      'c',
      '가장 큰 수',
      '첫 줄에 `N`, 둘째 줄에 정수 `N`개가 주어집니다. 가장 큰 수를 출력하세요.',
      '#include <stdio.h>\n\nint main(void) {\n  int n;\n  scanf("%d", &n);\n  return 0;\n}\n',
      [
        ['5\n3 9 -1 4 9\n', '9\n'],
        ['3\n-7 -3 -5\n', '-3\n'],
      ],
      '#include <stdio.h>\n\nint main(void) {\n  int n, x, max;\n  scanf("%d %d", &n, &max);\n  for (int i = 1; i < n; i++) {\n    scanf("%d", &x);\n    if (x > max) max = x;\n  }\n  printf("%d\\n", max);\n  return 0;\n}\n',
    ),
  ],
  // SQL
  'SELECT와 WHERE 따라 하기': [gradeTwoStudents],
  'JOIN 실습': [
    {
      type: 'sql',
      title: '학생별 점수',
      contents:
        '`students`와 `scores`(`student_id`, `score`)를 이어 학생 이름과 점수를 `students.id` 순서대로 조회하세요.',
      definition: {
        initialProcessCode: `${studentsTable}\nCREATE TABLE scores (student_id INTEGER, score INTEGER);\nINSERT INTO scores VALUES (1, 90), (2, 85), (3, 77);`,
        answer_code:
          'SELECT s.name, c.score FROM students s JOIN scores c ON c.student_id = s.id ORDER BY s.id;',
        answerSource: 'SELECT ',
        preProcessCodeSet: [''],
        postProcessCodeSet: [''],
        outputset: [
          [
            ['김하준', '90'],
            ['이서연', '85'],
            ['박민준', '77'],
          ],
        ],
        scoreset: [100],
        testcase_type: ['open'],
        scoringOptions: { ordered: true },
      },
    },
  ],
  // Machine learning (Python)
  '평균과 분산 구하기': [
    program(
      'python3',
      '평균 구하기',
      '공백으로 구분된 수들이 주어집니다. 평균을 소수점 아래 둘째 자리까지 출력하세요.\n\n```\n입력: 1 2 3 4\n출력: 2.50\n```',
      'values = list(map(float, input().split()))\n',
      [
        ['1 2 3 4\n', '2.50\n'],
        ['10\n', '10.00\n'],
      ],
      'values = list(map(float, input().split()))\nprint(f"{sum(values) / len(values):.2f}")\n',
    ),
  ],
  '용어 확인 퀴즈': [
    choice(
      '지도 학습',
      '정답(레이블)이 붙은 데이터로 모델을 학습시키는 방식은 무엇인가요?',
      ['지도 학습', '비지도 학습', '강화 학습', '전이 학습'],
      [0],
    ),
  ],
  // Courses without code
  '엑셀 데이터 분석 이해도 점검': [
    choice(
      '피벗 테이블',
      '지역별, 월별 매출 합계를 한 표로 요약할 때 가장 알맞은 기능은 무엇인가요?',
      ['조건부 서식', '피벗 테이블', '텍스트 나누기', '틀 고정'],
      [1],
    ),
  ],
  'UX/UI 디자인 이해도 점검': [
    choice(
      '사용성 테스트',
      '실제 사용자에게 과제를 주고 화면을 쓰는 모습을 관찰하는 방법은 무엇인가요?',
      ['A/B 테스트', '사용성 테스트', '와이어프레임', '스타일 가이드'],
      [1],
    ),
  ],
  '순차와 반복 블록': [
    choice(
      '반복 블록',
      '"앞으로 10만큼 움직이기"를 네 번 쓰는 대신 쓸 수 있는 블록은 무엇인가요?',
      ['만약 ~라면', '~번 반복하기', '신호 보내기', '모양 바꾸기'],
      [1],
    ),
  ],
};
