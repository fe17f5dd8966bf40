// Generated from common/runtime/interpreter.ts by scripts/build-harness.ts: do not edit.
// The Entry-style runtime: runs a project's scripts on a virtual clock of 60 frames a second,
// deterministically (a seeded random, inputs at virtual times). No DOM: the quiz page draws its
// state on a canvas, the judge harness runs it under Node. Erasable TypeScript only (see project.ts).
import { STAGE,                                                        } from './project.mjs';

/** Frames per virtual second. */
export const FPS = 60;

/** A key the blocks know: arrows, space, enter and letters. */
                             

/** The live state of one object. */
                              
             
               
            
            
                    
                  
                     
                   
                
                 
                                              
               
                                      
                    
                                                                                     
                    
 

/** Options of one run. */
                             
                
                                                                      
                    
                                                                                                 
                                                    
 

/** Thrown when the run executes more blocks than allowed. */
export class StepLimitError extends Error {}
/** Thrown for a block the runtime cannot run. */
export class BlockError extends Error {}

class StopThread extends Error {}

                  
                      
                                   
                
                                                             
                      
 

const round = (n        ) => Math.round(n * 1e6) / 1e6;
const normDirection = (d        ) => round(((d % 360) + 360) % 360);

/** A number from a value, as Entry reads one: numeric text is a number, anything else 0. */
export function toNumber(v                   )         {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return 0;
}

/** A text from a value. */
export function toText(v                   )         {
  if (v === undefined) return '';
  if (typeof v === 'number') return String(round(v));
  return String(v);
}

const isNumeric = (v                   ) =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** Entry's comparison: numbers as numbers when both sides are numeric, else as texts. */
export function compareValues(a                   , b                   )         {
  if (isNumeric(a) && isNumeric(b)) return toNumber(a) - toNumber(b);
  const x = toText(a);
  const y = toText(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A small seeded generator (mulberry32), so a test's random numbers are the same every run. */
function seededRandom(seed        )               {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether two objects' boxes overlap. */
function overlap(a             , b             )          {
  return Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;
}

/** Whether an object's box reaches the stage's edge. */
function atEdge(o             )          {
  return (
    o.x - o.width / 2 <= -STAGE.width / 2 ||
    o.x + o.width / 2 >= STAGE.width / 2 ||
    o.y - o.height / 2 <= -STAGE.height / 2 ||
    o.y + o.height / 2 >= STAGE.height / 2
  );
}

/** One run of a project. Call `start()`, then `frame()` once per virtual frame. */
export class EntryRuntime {
           objects               ;
           variables = new Map               ();
           lists = new Map                 ();
  /** Virtual seconds since the start. */
  time = 0;
  frameCount = 0;
  steps = 0;
  stopped = false;
  /** The question an 'ask and wait' shows until it is answered (the page's prompt). */
  question                = null;
  answerText = '';
          threads           = [];
          pending           = [];
                   keysDown = new Set         ();
                   random              ;
                   maxSteps        ;
                   answer                                          ;
                   scripts                                             = [];

  constructor(project         , options             = {}) {
    this.random = seededRandom(options.seed ?? 1);
    this.maxSteps = options.maxSteps ?? 100_000;
    this.answer = options.answer ?? (() => undefined);
    this.objects = project.objects.map((o             ) => ({
      id: o.id,
      name: o.name,
      x: o.x,
      y: o.y,
      direction: normDirection(o.direction),
      costume: Math.min(Math.max(0, o.costume), o.costumes.length - 1),
      costumes: [...o.costumes],
      visible: o.visible,
      width: o.width,
      height: o.height,
      said: '',
      saidLog: [],
      touched: [],
    }));
    project.objects.forEach((o, i) => {
      for (const script of o.scripts) this.scripts.push({ object: this.objects[i] , script });
    });
    for (const v of project.variables) this.variables.set(v.name, v.value);
    for (const l of project.lists) this.lists.set(l.name, [...l.items]);
  }

  /** The object named `name` (or with that id). */
  object(name        )                          {
    return this.objects.find((o) => o.name === name) ?? this.objects.find((o) => o.id === name);
  }

  /** Whether any script still runs (or waits). */
  get running()          {
    return !this.stopped && (this.threads.some((t) => !t.done) || this.pending.length > 0);
  }

  /** Starts the scripts under 'when the start button is clicked'. */
  start()       {
    this.fire((b) => b.type === 'when_run_button_click');
  }

  /** A key goes down: its 'when key pressed' scripts start. */
  keyDown(key         )       {
    this.keysDown.add(key);
    this.fire((b) => b.type === 'when_some_key_pressed' && String(b.fields?.KEY ?? '') === key);
  }

  /** A key goes up. */
  keyUp(key         )       {
    this.keysDown.delete(key);
  }

  /** An object is clicked: its 'when object clicked' scripts start. */
  click(objectName        )       {
    const target = this.object(objectName);
    if (!target || !target.visible) return;
    this.fire((b) => b.type === 'when_object_click', target);
  }

  /** Answers the open question (the page's prompt). */
  provideAnswer(text        )       {
    this.pendingAnswer = text;
  }
          pendingAnswer                    ;

  /** Runs one frame: every thread until it yields, then the clock moves on. */
  frame()       {
    if (this.stopped) return;
    this.threads.push(...this.pending);
    this.pending = [];
    for (const thread of this.threads) {
      if (thread.done || this.stopped) continue;
      try {
        const r = thread.gen.next();
        if (r.done) thread.done = true;
      } catch (e) {
        thread.done = true;
        if (!(e instanceof StopThread)) throw e;
      }
    }
    this.threads = this.threads.filter((t) => !t.done);
    this.noteTouches();
    this.frameCount += 1;
    this.time = this.frameCount / FPS;
  }

          noteTouches()       {
    for (const o of this.objects) {
      if (!o.visible) continue;
      if (atEdge(o) && !o.touched.includes('wall')) o.touched.push('wall');
      for (const other of this.objects) {
        if (other === o || !other.visible || o.touched.includes(other.name)) continue;
        if (overlap(o, other)) o.touched.push(other.name);
      }
    }
  }

          fire(match                         , only              )           {
    const started           = [];
    for (const { object, script } of this.scripts) {
      const hat = script[0];
      if (!hat || !match(hat) || (only && object !== only)) continue;
      const thread         = { object, gen: this.runList(script.slice(1), object), done: false };
      this.pending.push(thread);
      started.push(thread);
    }
    return started;
  }

          step()       {
    this.steps += 1;
    if (this.steps > this.maxSteps) throw new StepLimitError(`Step limit reached (${this.maxSteps} blocks).`);
  }

  ;       *runList(list                     , o             )                              {
    for (const block of list ?? []) yield* this.run(block, o);
  }

  ;       *run(b       , o             )                              {
    this.step();
    const num = (name        ) => toNumber(this.value(b.inputs?.[name], o));
    const field = (name        ) => toText(b.fields?.[name]);
    switch (b.type) {
      case 'wait_second': {
        const until = this.time + Math.max(0, num('SECOND')) - 1e-9;
        yield;
        while (this.time < until) yield;
        return;
      }
      case 'repeat_basic': {
        const n = Math.floor(num('COUNT'));
        for (let i = 0; i < n; i++) {
          yield* this.runList(b.statements?.DO, o);
          yield;
        }
        return;
      }
      case 'repeat_inf':
        for (;;) {
          yield* this.runList(b.statements?.DO, o);
          yield;
        }
      case 'repeat_while_true':
        while (!this.truth(b.inputs?.COND, o)) {
          yield* this.runList(b.statements?.DO, o);
          yield;
        }
        return;
      case 'wait_until_true':
        while (!this.truth(b.inputs?.COND, o)) yield;
        return;
      case '_if':
        if (this.truth(b.inputs?.COND, o)) yield* this.runList(b.statements?.DO, o);
        return;
      case 'if_else':
        yield* this.runList(this.truth(b.inputs?.COND, o) ? b.statements?.DO : b.statements?.ELSE, o);
        return;
      case 'stop_object': {
        const target = field('TARGET');
        if (target === 'all') {
          this.stopped = true;
          throw new StopThread();
        }
        if (target === 'thisObject') for (const t of this.threads) if (t.object === o) t.done = true;
        throw new StopThread();
      }
      case 'message_cast':
        this.fire((h) => h.type === 'when_message_cast' && field('MESSAGE') === toText(h.fields?.MESSAGE));
        return;
      case 'message_cast_wait': {
        const started = this.fire(
          (h) => h.type === 'when_message_cast' && field('MESSAGE') === toText(h.fields?.MESSAGE),
        );
        yield;
        while (started.some((t) => !t.done)) yield;
        return;
      }
      case 'move_direction': {
        const n = num('VALUE');
        const rad = (o.direction * Math.PI) / 180;
        o.x = round(o.x + n * Math.sin(rad));
        o.y = round(o.y + n * Math.cos(rad));
        return;
      }
      case 'direction_relative':
        o.direction = normDirection(o.direction + num('VALUE'));
        return;
      case 'direction_absolute':
        o.direction = normDirection(num('VALUE'));
        return;
      case 'locate_xy':
        o.x = round(num('X'));
        o.y = round(num('Y'));
        return;
      case 'locate_x':
        o.x = round(num('VALUE'));
        return;
      case 'locate_y':
        o.y = round(num('VALUE'));
        return;
      case 'move_x':
        o.x = round(o.x + num('VALUE'));
        return;
      case 'move_y':
        o.y = round(o.y + num('VALUE'));
        return;
      case 'show':
        o.visible = true;
        return;
      case 'hide':
        o.visible = false;
        return;
      case 'dialog': {
        const text = toText(this.value(b.inputs?.TEXT, o)).slice(0, 500);
        o.said = text;
        if (o.saidLog.length < 1000) o.saidLog.push(text);
        return;
      }
      case 'remove_dialog':
        o.said = '';
        return;
      case 'change_to_next_shape': {
        const n = o.costumes.length;
        o.costume = (o.costume + (field('DIR') === 'prev' ? n - 1 : 1)) % n;
        return;
      }
      case 'change_to_some_shape': {
        const v = this.value(b.inputs?.VALUE, o);
        const byName = o.costumes.indexOf(toText(v));
        if (byName >= 0) o.costume = byName;
        else if (isNumeric(v)) {
          const i = Math.floor(toNumber(v)) - 1;
          if (i >= 0 && i < o.costumes.length) o.costume = i;
        }
        return;
      }
      case 'set_variable':
        this.variables.set(field('VAR'), this.value(b.inputs?.VALUE, o));
        return;
      case 'change_variable': {
        const name = field('VAR');
        const old = this.variables.get(name);
        const by = this.value(b.inputs?.VALUE, o);
        this.variables.set(
          name,
          isNumeric(old) && isNumeric(by) ? round(toNumber(old) + toNumber(by)) : toText(old) + toText(by),
        );
        return;
      }
      case 'add_value_to_list':
        this.list(field('LIST')).push(this.value(b.inputs?.VALUE, o));
        return;
      case 'remove_value_from_list': {
        const l = this.list(field('LIST'));
        const i = Math.floor(num('INDEX')) - 1;
        if (i >= 0 && i < l.length) l.splice(i, 1);
        return;
      }
      case 'insert_value_to_list': {
        const l = this.list(field('LIST'));
        const i = Math.floor(num('INDEX')) - 1;
        if (i >= 0 && i <= l.length) l.splice(i, 0, this.value(b.inputs?.VALUE, o));
        return;
      }
      case 'change_value_list_index': {
        const l = this.list(field('LIST'));
        const i = Math.floor(num('INDEX')) - 1;
        if (i >= 0 && i < l.length) l[i] = this.value(b.inputs?.VALUE, o);
        return;
      }
      case 'ask_and_wait': {
        const question = toText(this.value(b.inputs?.TEXT, o));
        o.said = question;
        let reply = this.answer(question);
        if (reply === undefined) {
          this.question = question;
          this.pendingAnswer = undefined;
          while (this.pendingAnswer === undefined) yield;
          reply = this.pendingAnswer;
          this.pendingAnswer = undefined;
          this.question = null;
        }
        o.said = '';
        this.answerText = reply;
        return;
      }
      default:
        if (b.type.startsWith('when_')) return; // a hat in the middle of a stack does nothing
        throw new BlockError(`The block "${b.type}" cannot run here.`);
    }
  }

          list(name        )          {
    let l = this.lists.get(name);
    if (!l) {
      l = [];
      this.lists.set(name, l);
    }
    return l;
  }

          truth(b                   , o             )          {
    const v = this.value(b, o);
    return v === true || (typeof v === 'string' ? v === 'true' : typeof v === 'number' && v !== 0);
  }

  /** What a reporter block gives (an empty slot is 0). */
  value(b                   , o             )        {
    if (!b) return 0;
    this.step();
    const v = (name        ) => this.value(b.inputs?.[name], o);
    const n = (name        ) => toNumber(v(name));
    const field = (name        ) => toText(b.fields?.[name]);
    switch (b.type) {
      case 'number':
        return toNumber(b.fields?.NUM);
      case 'text':
        return toText(b.fields?.TEXT);
      case 'True':
        return true;
      case 'False':
        return false;
      case 'calc_basic': {
        const a = n('A');
        const c = n('B');
        switch (field('OP')) {
          case 'MINUS':
            return round(a - c);
          case 'MULTI':
            return round(a * c);
          case 'DIVIDE':
            return c === 0 ? 0 : round(a / c);
          default:
            return round(a + c);
        }
      }
      case 'quotient_and_mod': {
        const a = n('A');
        const c = n('B');
        if (c === 0) return 0;
        return field('OP') === 'MOD' ? round(a - c * Math.floor(a / c)) : Math.floor(a / c);
      }
      case 'calc_rand': {
        const a = v('A');
        const c = v('B');
        const lo = Math.min(toNumber(a), toNumber(c));
        const hi = Math.max(toNumber(a), toNumber(c));
        if (
          Number.isInteger(lo) &&
          Number.isInteger(hi) &&
          !toText(a).includes('.') &&
          !toText(c).includes('.')
        )
          return lo + Math.floor(this.random() * (hi - lo + 1));
        return round(lo + this.random() * (hi - lo));
      }
      case 'combine_something':
        return (toText(v('A')) + toText(v('B'))).slice(0, 10_000);
      case 'boolean_basic_operator': {
        const c = compareValues(v('A'), v('B'));
        switch (field('OP')) {
          case 'NOT_EQUAL':
            return c !== 0;
          case 'GREATER':
            return c > 0;
          case 'LESS':
            return c < 0;
          case 'GREATER_OR_EQUAL':
            return c >= 0;
          case 'LESS_OR_EQUAL':
            return c <= 0;
          default:
            return c === 0;
        }
      }
      case 'boolean_and_or':
        return field('OP') === 'OR'
          ? this.truth(b.inputs?.A, o) || this.truth(b.inputs?.B, o)
          : this.truth(b.inputs?.A, o) && this.truth(b.inputs?.B, o);
      case 'boolean_not':
        return !this.truth(b.inputs?.VALUE, o);
      case 'reach_something': {
        if (!o.visible) return false;
        const target = field('TARGET');
        if (target === 'wall') return atEdge(o);
        const other = this.object(target);
        return !!other && other !== o && other.visible && overlap(o, other);
      }
      case 'is_press_some_key':
        return this.keysDown.has(field('KEY'));
      case 'coordinate_object': {
        const target = field('TARGET') === 'self' ? o : this.object(field('TARGET'));
        if (!target) return 0;
        const prop = field('PROP');
        return prop === 'y' ? target.y : prop === 'direction' ? target.direction : target.x;
      }
      case 'get_variable':
        return this.variables.get(field('VAR')) ?? 0;
      case 'value_of_index_from_list': {
        const l = this.list(field('LIST'));
        return l[Math.floor(n('INDEX')) - 1] ?? 0;
      }
      case 'length_of_list':
        return this.list(field('LIST')).length;
      case 'is_included_in_list': {
        const want = v('VALUE');
        return this.list(field('LIST')).some((x) => compareValues(x, want) === 0);
      }
      case 'get_canvas_input_value':
        return this.answerText;
      default:
        throw new BlockError(`The block "${b.type}" gives no value.`);
    }
  }
}
