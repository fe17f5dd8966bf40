// The blocks the Entry quiz supports: their category, shape, labels in ko/en/ja and slots. The
// block editor builds its Blockly blocks from this list, the schema knows the types from it, and
// the .ent import and export map Entry's positional params onto its slots. The runtime
// (`runtime/interpreter.ts`) runs exactly these types.

/** Texts per language. */
export type Words = { ko: string; en: string; ja: string };

/** A slot of a block, in the order of its label's `%1`, `%2`, … */
export type BlockArg =
  | {
      kind: 'input';
      name: string;
      check?: 'Number' | 'String' | 'Boolean';
      shadow?: 'number' | 'text';
      value?: number | string;
    }
  | { kind: 'dropdown'; name: string; options: [string, Words][] }
  | {
      kind: 'names';
      name: string;
      source: 'variables' | 'lists' | 'objects' | 'objectsAndWall' | 'objectsAndSelf';
    }
  | { kind: 'text'; name: string; value: string }
  | { kind: 'statement'; name: string };

/** The seven categories of the block menu, in Entry's order. */
export const categories = ['start', 'flow', 'moving', 'looks', 'judgement', 'calc', 'data'] as const;
/** A category. */
export type Category = (typeof categories)[number];

/** The categories' names and colours. */
export const categoryInfo: Record<Category, { words: Words; colour: string }> = {
  start: { words: { ko: '시작', en: 'Start', ja: 'スタート' }, colour: '#2e8b57' },
  flow: { words: { ko: '흐름', en: 'Flow', ja: 'フロー' }, colour: '#3a9bd5' },
  moving: { words: { ko: '움직임', en: 'Motion', ja: '動き' }, colour: '#8a55d7' },
  looks: { words: { ko: '생김새', en: 'Looks', ja: '見た目' }, colour: '#e65e9e' },
  judgement: { words: { ko: '판단', en: 'Decide', ja: '判断' }, colour: '#7fa835' },
  calc: { words: { ko: '계산', en: 'Calculate', ja: '計算' }, colour: '#d97a1e' },
  data: { words: { ko: '자료', en: 'Data', ja: 'データ' }, colour: '#c8a612' },
};

/** A block: `hat` starts a script, `statement` stacks, `value`/`boolean` report. */
export interface BlockSpec {
  type: string;
  category: Category;
  shape: 'hat' | 'statement' | 'value' | 'boolean';
  words: Words;
  args: BlockArg[];
}

const keys: [string, Words][] = [
  ['space', { ko: '스페이스', en: 'space', ja: 'スペース' }],
  ['up', { ko: '위쪽 화살표', en: 'up arrow', ja: '上矢印' }],
  ['down', { ko: '아래쪽 화살표', en: 'down arrow', ja: '下矢印' }],
  ['left', { ko: '왼쪽 화살표', en: 'left arrow', ja: '左矢印' }],
  ['right', { ko: '오른쪽 화살표', en: 'right arrow', ja: '右矢印' }],
  ['enter', { ko: '엔터', en: 'enter', ja: 'エンター' }],
  ...'abcdefghijklmnopqrstuvwxyz'.split('').map((k): [string, Words] => [k, { ko: k, en: k, ja: k }]),
];
const num = (name: string, value = 10): BlockArg => ({
  kind: 'input',
  name,
  check: 'Number',
  shadow: 'number',
  value,
});
const txt = (name: string, value: string): BlockArg => ({ kind: 'input', name, shadow: 'text', value });
const cond = (name = 'COND'): BlockArg => ({ kind: 'input', name, check: 'Boolean' });
const any = (name: string): BlockArg => ({ kind: 'input', name, shadow: 'number', value: 0 });
const stmt = (name = 'DO'): BlockArg => ({ kind: 'statement', name });

/** Every supported block. */
export const blockSpecs: BlockSpec[] = [
  // 시작
  {
    type: 'when_run_button_click',
    category: 'start',
    shape: 'hat',
    words: {
      ko: '시작하기 버튼을 클릭했을 때',
      en: 'when the start button is clicked',
      ja: '開始ボタンをクリックしたとき',
    },
    args: [],
  },
  {
    type: 'when_some_key_pressed',
    category: 'start',
    shape: 'hat',
    words: { ko: '%1 키를 눌렀을 때', en: 'when the %1 key is pressed', ja: '%1キーを押したとき' },
    args: [{ kind: 'dropdown', name: 'KEY', options: keys }],
  },
  {
    type: 'when_object_click',
    category: 'start',
    shape: 'hat',
    words: {
      ko: '오브젝트를 클릭했을 때',
      en: 'when this object is clicked',
      ja: 'オブジェクトをクリックしたとき',
    },
    args: [],
  },
  {
    type: 'when_message_cast',
    category: 'start',
    shape: 'hat',
    words: { ko: '%1 신호를 받았을 때', en: 'when I receive the signal %1', ja: '%1の信号を受け取ったとき' },
    args: [{ kind: 'text', name: 'MESSAGE', value: '신호' }],
  },
  {
    type: 'message_cast',
    category: 'start',
    shape: 'statement',
    words: { ko: '%1 신호 보내기', en: 'send the signal %1', ja: '%1の信号を送る' },
    args: [{ kind: 'text', name: 'MESSAGE', value: '신호' }],
  },
  {
    type: 'message_cast_wait',
    category: 'start',
    shape: 'statement',
    words: { ko: '%1 신호 보내고 기다리기', en: 'send the signal %1 and wait', ja: '%1の信号を送って待つ' },
    args: [{ kind: 'text', name: 'MESSAGE', value: '신호' }],
  },
  // 흐름
  {
    type: 'wait_second',
    category: 'flow',
    shape: 'statement',
    words: { ko: '%1 초 기다리기', en: 'wait %1 seconds', ja: '%1秒待つ' },
    args: [num('SECOND', 2)],
  },
  {
    type: 'repeat_basic',
    category: 'flow',
    shape: 'statement',
    words: { ko: '%1 번 반복하기 %2', en: 'repeat %1 times %2', ja: '%1回繰り返す %2' },
    args: [num('COUNT'), stmt()],
  },
  {
    type: 'repeat_inf',
    category: 'flow',
    shape: 'statement',
    words: { ko: '계속 반복하기 %1', en: 'repeat forever %1', ja: 'ずっと繰り返す %1' },
    args: [stmt()],
  },
  {
    type: 'repeat_while_true',
    category: 'flow',
    shape: 'statement',
    words: { ko: '%1 이 될 때까지 반복하기 %2', en: 'repeat until %1 %2', ja: '%1になるまで繰り返す %2' },
    args: [cond(), stmt()],
  },
  {
    type: 'wait_until_true',
    category: 'flow',
    shape: 'statement',
    words: { ko: '%1 이 될 때까지 기다리기', en: 'wait until %1', ja: '%1になるまで待つ' },
    args: [cond()],
  },
  {
    type: '_if',
    category: 'flow',
    shape: 'statement',
    words: { ko: '만일 %1 이라면 %2', en: 'if %1 then %2', ja: 'もし%1なら %2' },
    args: [cond(), stmt()],
  },
  {
    type: 'if_else',
    category: 'flow',
    shape: 'statement',
    words: {
      ko: '만일 %1 이라면 %2 아니면 %3',
      en: 'if %1 then %2 else %3',
      ja: 'もし%1なら %2 でなければ %3',
    },
    args: [cond(), stmt(), stmt('ELSE')],
  },
  {
    type: 'stop_object',
    category: 'flow',
    shape: 'statement',
    words: { ko: '%1 멈추기', en: 'stop %1', ja: '%1を止める' },
    args: [
      {
        kind: 'dropdown',
        name: 'TARGET',
        options: [
          ['all', { ko: '모든 코드', en: 'all scripts', ja: 'すべてのコード' }],
          ['thisObject', { ko: '자신의 코드', en: "this object's scripts", ja: '自分のコード' }],
          ['thisThread', { ko: '이 코드', en: 'this script', ja: 'このコード' }],
        ],
      },
    ],
  },
  // 움직임
  {
    type: 'move_direction',
    category: 'moving',
    shape: 'statement',
    words: { ko: '이동 방향으로 %1 만큼 움직이기', en: 'move %1 steps', ja: '移動方向に%1動かす' },
    args: [num('VALUE')],
  },
  {
    type: 'direction_relative',
    category: 'moving',
    shape: 'statement',
    words: { ko: '이동 방향을 %1 만큼 회전하기', en: 'turn %1 degrees', ja: '移動方向を%1度回す' },
    args: [num('VALUE', 90)],
  },
  {
    type: 'direction_absolute',
    category: 'moving',
    shape: 'statement',
    words: { ko: '이동 방향을 %1 (으)로 정하기', en: 'point in direction %1', ja: '移動方向を%1にする' },
    args: [num('VALUE', 90)],
  },
  {
    type: 'move_x',
    category: 'moving',
    shape: 'statement',
    words: { ko: 'x 좌표를 %1 만큼 바꾸기', en: 'change x by %1', ja: 'x座標を%1変える' },
    args: [num('VALUE')],
  },
  {
    type: 'move_y',
    category: 'moving',
    shape: 'statement',
    words: { ko: 'y 좌표를 %1 만큼 바꾸기', en: 'change y by %1', ja: 'y座標を%1変える' },
    args: [num('VALUE')],
  },
  {
    type: 'locate_xy',
    category: 'moving',
    shape: 'statement',
    words: { ko: 'x: %1 y: %2 위치로 이동하기', en: 'go to x: %1 y: %2', ja: 'x: %1 y: %2 に移動する' },
    args: [num('X', 0), num('Y', 0)],
  },
  {
    type: 'locate_x',
    category: 'moving',
    shape: 'statement',
    words: { ko: 'x: %1 위치로 이동하기', en: 'set x to %1', ja: 'x: %1 に移動する' },
    args: [num('VALUE', 0)],
  },
  {
    type: 'locate_y',
    category: 'moving',
    shape: 'statement',
    words: { ko: 'y: %1 위치로 이동하기', en: 'set y to %1', ja: 'y: %1 に移動する' },
    args: [num('VALUE', 0)],
  },
  // 생김새
  {
    type: 'show',
    category: 'looks',
    shape: 'statement',
    words: { ko: '모양 보이기', en: 'show', ja: '表示する' },
    args: [],
  },
  {
    type: 'hide',
    category: 'looks',
    shape: 'statement',
    words: { ko: '모양 숨기기', en: 'hide', ja: '隠す' },
    args: [],
  },
  {
    type: 'dialog',
    category: 'looks',
    shape: 'statement',
    words: { ko: '%1 을(를) 말하기', en: 'say %1', ja: '%1と言う' },
    args: [txt('TEXT', '안녕!')],
  },
  {
    type: 'remove_dialog',
    category: 'looks',
    shape: 'statement',
    words: { ko: '말하기 지우기', en: 'stop saying', ja: 'セリフを消す' },
    args: [],
  },
  {
    type: 'change_to_next_shape',
    category: 'looks',
    shape: 'statement',
    words: { ko: '%1 모양으로 바꾸기', en: 'switch to the %1 costume', ja: '%1の形に変える' },
    args: [
      {
        kind: 'dropdown',
        name: 'DIR',
        options: [
          ['next', { ko: '다음', en: 'next', ja: '次' }],
          ['prev', { ko: '이전', en: 'previous', ja: '前' }],
        ],
      },
    ],
  },
  {
    type: 'change_to_some_shape',
    category: 'looks',
    shape: 'statement',
    words: { ko: '%1 모양으로 바꾸기', en: 'switch costume to %1', ja: '%1の形に変える' },
    args: [txt('VALUE', '1')],
  },
  // 판단
  {
    type: 'True',
    category: 'judgement',
    shape: 'boolean',
    words: { ko: '참', en: 'true', ja: '真' },
    args: [],
  },
  {
    type: 'False',
    category: 'judgement',
    shape: 'boolean',
    words: { ko: '거짓', en: 'false', ja: '偽' },
    args: [],
  },
  {
    type: 'boolean_basic_operator',
    category: 'judgement',
    shape: 'boolean',
    words: { ko: '%1 %2 %3', en: '%1 %2 %3', ja: '%1 %2 %3' },
    args: [
      any('A'),
      {
        kind: 'dropdown',
        name: 'OP',
        options: [
          ['EQUAL', { ko: '=', en: '=', ja: '=' }],
          ['NOT_EQUAL', { ko: '≠', en: '≠', ja: '≠' }],
          ['GREATER', { ko: '>', en: '>', ja: '>' }],
          ['LESS', { ko: '<', en: '<', ja: '<' }],
          ['GREATER_OR_EQUAL', { ko: '≥', en: '≥', ja: '≥' }],
          ['LESS_OR_EQUAL', { ko: '≤', en: '≤', ja: '≤' }],
        ],
      },
      any('B'),
    ],
  },
  {
    type: 'boolean_and_or',
    category: 'judgement',
    shape: 'boolean',
    words: { ko: '%1 %2 %3', en: '%1 %2 %3', ja: '%1 %2 %3' },
    args: [
      cond('A'),
      {
        kind: 'dropdown',
        name: 'OP',
        options: [
          ['AND', { ko: '그리고', en: 'and', ja: 'かつ' }],
          ['OR', { ko: '또는', en: 'or', ja: 'または' }],
        ],
      },
      cond('B'),
    ],
  },
  {
    type: 'boolean_not',
    category: 'judgement',
    shape: 'boolean',
    words: { ko: '%1 (이)가 아니다', en: 'not %1', ja: '%1ではない' },
    args: [cond('VALUE')],
  },
  {
    type: 'reach_something',
    category: 'judgement',
    shape: 'boolean',
    words: { ko: '%1 에 닿았는가?', en: 'touching %1?', ja: '%1に触れたか?' },
    args: [{ kind: 'names', name: 'TARGET', source: 'objectsAndWall' }],
  },
  {
    type: 'is_press_some_key',
    category: 'judgement',
    shape: 'boolean',
    words: { ko: '%1 키가 눌러져 있는가?', en: 'is the %1 key pressed?', ja: '%1キーが押されているか?' },
    args: [{ kind: 'dropdown', name: 'KEY', options: keys }],
  },
  // 계산
  {
    type: 'calc_basic',
    category: 'calc',
    shape: 'value',
    words: { ko: '%1 %2 %3', en: '%1 %2 %3', ja: '%1 %2 %3' },
    args: [
      any('A'),
      {
        kind: 'dropdown',
        name: 'OP',
        options: [
          ['PLUS', { ko: '+', en: '+', ja: '+' }],
          ['MINUS', { ko: '-', en: '-', ja: '-' }],
          ['MULTI', { ko: '×', en: '×', ja: '×' }],
          ['DIVIDE', { ko: '÷', en: '÷', ja: '÷' }],
        ],
      },
      any('B'),
    ],
  },
  {
    type: 'quotient_and_mod',
    category: 'calc',
    shape: 'value',
    words: { ko: '%1 / %2 의 %3', en: '%3 of %1 / %2', ja: '%1 / %2 の%3' },
    args: [
      any('A'),
      any('B'),
      {
        kind: 'dropdown',
        name: 'OP',
        options: [
          ['QUOTIENT', { ko: '몫', en: 'quotient', ja: '商' }],
          ['MOD', { ko: '나머지', en: 'remainder', ja: '余り' }],
        ],
      },
    ],
  },
  {
    type: 'calc_rand',
    category: 'calc',
    shape: 'value',
    words: { ko: '%1 부터 %2 사이의 무작위 수', en: 'random number from %1 to %2', ja: '%1から%2までの乱数' },
    args: [num('A', 0), num('B', 10)],
  },
  {
    type: 'combine_something',
    category: 'calc',
    shape: 'value',
    words: { ko: '%1 과(와) %2 를 합치기', en: 'join %1 and %2', ja: '%1と%2をつなげる' },
    args: [txt('A', '안녕'), txt('B', '엔트리')],
  },
  {
    type: 'coordinate_object',
    category: 'calc',
    shape: 'value',
    words: { ko: '%1 의 %2', en: '%2 of %1', ja: '%1の%2' },
    args: [
      { kind: 'names', name: 'TARGET', source: 'objectsAndSelf' },
      {
        kind: 'dropdown',
        name: 'PROP',
        options: [
          ['x', { ko: 'x 좌푯값', en: 'x position', ja: 'x座標' }],
          ['y', { ko: 'y 좌푯값', en: 'y position', ja: 'y座標' }],
          ['direction', { ko: '이동 방향', en: 'direction', ja: '移動方向' }],
        ],
      },
    ],
  },
  // 자료
  {
    type: 'ask_and_wait',
    category: 'data',
    shape: 'statement',
    words: { ko: '%1 을(를) 묻고 대답 기다리기', en: 'ask %1 and wait', ja: '%1と聞いて答えを待つ' },
    args: [txt('TEXT', '이름이 뭐예요?')],
  },
  {
    type: 'get_canvas_input_value',
    category: 'data',
    shape: 'value',
    words: { ko: '대답', en: 'answer', ja: '答え' },
    args: [],
  },
  {
    type: 'get_variable',
    category: 'data',
    shape: 'value',
    words: { ko: '%1 값', en: '%1', ja: '%1の値' },
    args: [{ kind: 'names', name: 'VAR', source: 'variables' }],
  },
  {
    type: 'set_variable',
    category: 'data',
    shape: 'statement',
    words: { ko: '%1 를 %2 (으)로 정하기', en: 'set %1 to %2', ja: '%1を%2にする' },
    args: [{ kind: 'names', name: 'VAR', source: 'variables' }, any('VALUE')],
  },
  {
    type: 'change_variable',
    category: 'data',
    shape: 'statement',
    words: { ko: '%1 에 %2 만큼 더하기', en: 'change %1 by %2', ja: '%1に%2を足す' },
    args: [{ kind: 'names', name: 'VAR', source: 'variables' }, num('VALUE', 1)],
  },
  {
    type: 'add_value_to_list',
    category: 'data',
    shape: 'statement',
    words: { ko: '%1 항목을 %2 에 추가하기', en: 'add %1 to %2', ja: '%1を%2に追加する' },
    args: [txt('VALUE', '10'), { kind: 'names', name: 'LIST', source: 'lists' }],
  },
  {
    type: 'remove_value_from_list',
    category: 'data',
    shape: 'statement',
    words: {
      ko: '%1 번째 항목을 %2 에서 삭제하기',
      en: 'delete item %1 of %2',
      ja: '%1番目の項目を%2から削除する',
    },
    args: [num('INDEX', 1), { kind: 'names', name: 'LIST', source: 'lists' }],
  },
  {
    type: 'insert_value_to_list',
    category: 'data',
    shape: 'statement',
    words: {
      ko: '%1 을(를) %2 의 %3 번째에 넣기',
      en: 'insert %1 at %3 of %2',
      ja: '%1を%2の%3番目に入れる',
    },
    args: [txt('VALUE', '10'), { kind: 'names', name: 'LIST', source: 'lists' }, num('INDEX', 1)],
  },
  {
    type: 'change_value_list_index',
    category: 'data',
    shape: 'statement',
    words: {
      ko: '%1 %2 번째 항목을 %3 (으)로 바꾸기',
      en: 'replace item %2 of %1 with %3',
      ja: '%1の%2番目を%3に変える',
    },
    args: [{ kind: 'names', name: 'LIST', source: 'lists' }, num('INDEX', 1), txt('VALUE', '10')],
  },
  {
    type: 'value_of_index_from_list',
    category: 'data',
    shape: 'value',
    words: { ko: '%1 의 %2 번째 항목', en: 'item %2 of %1', ja: '%1の%2番目の項目' },
    args: [{ kind: 'names', name: 'LIST', source: 'lists' }, num('INDEX', 1)],
  },
  {
    type: 'length_of_list',
    category: 'data',
    shape: 'value',
    words: { ko: '%1 항목 수', en: 'length of %1', ja: '%1の項目数' },
    args: [{ kind: 'names', name: 'LIST', source: 'lists' }],
  },
  {
    type: 'is_included_in_list',
    category: 'data',
    shape: 'boolean',
    words: { ko: '%1 에 %2 이(가) 포함되어 있는가?', en: '%1 contains %2?', ja: '%1に%2が含まれているか?' },
    args: [{ kind: 'names', name: 'LIST', source: 'lists' }, txt('VALUE', '10')],
  },
];

/** Literal blocks that fill a slot: a number or a text. */
export const literalSpecs = ['number', 'text'] as const;

/** The spec of a block type. */
export const blockSpec = (type: string): BlockSpec | undefined => blockSpecs.find((s) => s.type === type);

/** Every block type a project may hold (literals included). */
export const knownBlockTypes: string[] = [...blockSpecs.map((s) => s.type), ...literalSpecs];
