// Generated from common/arduino/check.ts by scripts/build-harness.ts: do not edit.
/**
 * One Arduino test on the virtual Uno: the serial input sent at reset, input pins driven at virtual
 * times, then the serial output compared with the programming type's options and the pin checks
 * (a level at a time, a toggle period within a tolerance). Shared by the judge harness and the
 * player, with no imports but the board's files, so `scripts/build-harness.ts` can strip its types.
 */
import { VirtualUno,                               } from './uno.mjs';
import { pinName } from './pins.mjs';

/** The programming type's output comparison options (§3 mark_trim and the others). */
                                 
                
                    
                   
                       
                        
                      
 

/** A pin check: the level at a time, or that the pin toggles every `every_ms` ± `tolerance_ms`. */
                      
                                                                  
                                                                                             

/** A pin the test drives from outside at a virtual time. */
                           
              
                
                  
 

/** What the harness receives per test (the test's `data`). */
                              
                       
                                 
                          
                     
                   
                      
                                                    
                  
 

/** A test's run: its verdict, why, and what the board did. */
                         
                                                 
                  
                 
                       
 

/** Normalises an output per the options, as the judge's programming comparison does. */
export function normalize(text        , o                )         {
  let s = text.replace(/\r\n?/g, '\n');
  if (o.deleteComma) s = s.replaceAll(',', '');
  if (o.deletePeriod) s = s.replaceAll('.', '');
  if (o.ignoreCase) s = s.toLowerCase();
  if (o.allTrim) return s.replace(/\s+/g, '');
  if (o.lineTrim) {
    const lines = s.split('\n').map((l) => l.trim());
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    s = lines.join('\n');
  }
  if (o.trim) s = s.trim();
  return s;
}

/** The level of `pin` at `ms`, from the changes recorded since reset (all pins start low). */
export function levelAt(changes             , pin        , ms        )           {
  let level           = 0;
  for (const c of changes) {
    if (c.ms > ms) break;
    if (c.pin === pin) level = c.level;
  }
  return level;
}

/** Why a pin check fails, or '' when it holds. */
export function pinProblem(check          , changes             , duration        )         {
  const name = pinName(check.pin);
  if (check.kind === 'level') {
    const got = levelAt(changes, check.pin, check.at_ms);
    if (got === check.level) return '';
    const word = (l          ) => (l ? 'HIGH' : 'LOW');
    return `Pin ${name} at ${check.at_ms} ms: expected ${word(check.level)}, got ${word(got)}.`;
  }
  const times = changes
    .filter((c) => c.pin === check.pin && c.ms >= check.from_ms && c.ms <= duration)
    .map((c) => c.ms);
  if (times.length < 3)
    return `Pin ${name} should toggle every ${check.every_ms} ms from ${check.from_ms} ms, but it changed ${times.length} time(s).`;
  for (let i = 1; i < times.length; i++) {
    const gap = times[i] - times[i - 1];
    if (Math.abs(gap - check.every_ms) > check.tolerance_ms)
      return `Pin ${name} toggled after ${gap.toFixed(1)} ms at ${times[i].toFixed(1)} ms; expected every ${check.every_ms} ± ${check.tolerance_ms} ms.`;
  }
  return '';
}

/** The first differing line of two outputs. */
function firstDifference(expected        , actual        )         {
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++)
    if (e[i] !== a[i])
      return `Serial line ${i + 1}: expected ${JSON.stringify(e[i] ?? '')}, got ${JSON.stringify(a[i] ?? '')}`;
  return 'The serial output differs.';
}

/**
 * Runs one test: resets a board with the hex, sends the serial input, drives the inputs at their
 * times, runs to `duration_ms` on the virtual clock (at most `seconds` of wall time, else
 * `timeout`), then checks the serial output and the pins in order.
 */
export function runUnoTest(hex        , data             )         {
  const changes              = [];
  const out           = [];
  let uno            ;
  try {
    uno = new VirtualUno(hex);
  } catch (e) {
    return {
      outcome: 'error',
      message: `The program does not load: ${(e         ).message}`,
      serial: '',
      changes,
    };
  }
  uno.onPin = (c) => changes.push(c);
  uno.onSerial = (b) => {
    if (out.length < 1_000_000) out.push(b);
  };
  uno.sendSerial(data.serial_input);
  const deadline = performance.now() + data.seconds * 1000;
  const steps = [...data.inputs].sort((a, b) => a.at_ms - b.at_ms);
  let finished = true;
  for (const step of steps) {
    if (step.at_ms > data.duration_ms) break;
    if (!(finished = uno.runUntil(step.at_ms, deadline))) break;
    uno.setInput(step.pin, step.level);
  }
  if (finished) finished = uno.runUntil(data.duration_ms, deadline);
  const serial = new TextDecoder().decode(new Uint8Array(out));
  if (!finished) return { outcome: 'timeout', message: 'Execution timeout exceeded.', serial, changes };
  if (data.expected_output !== null) {
    const want = normalize(data.expected_output, data.compare);
    const got = normalize(serial, data.compare);
    if (want !== got) return { outcome: 'fail', message: firstDifference(want, got), serial, changes };
  }
  for (const check of data.pins) {
    const problem = pinProblem(check, changes, data.duration_ms);
    if (problem) return { outcome: 'fail', message: problem, serial, changes };
  }
  return { outcome: 'pass', message: 'Passed.', serial, changes };
}
