/**
 * The Python `microbit` module the learner's MicroPython program imports, the same text in the
 * browser's simulator and on the judge. Time is virtual: `sleep(ms)` moves the clock on without
 * waiting, and every reading of a button, pin, sensor or the clock takes one virtual millisecond,
 * so a program that polls in a loop also moves on. Inputs scripted at virtual times (button
 * presses, accelerometer values, pin levels) apply as the clock passes them; the display's frames
 * and the pins' levels go to the host (the `_mbhost` JS module) with their times. When the clock
 * reaches the run's end, or the host says the wall-clock limit is past, `_TimeUp` (a BaseException,
 * so `except Exception` does not catch it) stops the program.
 */
import { MICROBIT_DIGITS, MICROBIT_IMAGES } from './images.ts';

const images = Object.entries(MICROBIT_IMAGES)
  .map(([name, rows]) => `    '${name}': '${rows}',`)
  .join('\n');
const digits = Object.entries(MICROBIT_DIGITS)
  .map(([name, rows]) => `    '${name}': '${rows}',`)
  .join('\n');

/** The module's source, written to `/lib/microbit.py` before the learner's program runs. */
export const MICROBIT_PY = `# The micro:bit's MicroPython API on a virtual clock (Seodang's simulator and grader).
import _mbhost
import json

_cfg = json.loads(_mbhost.config())
_END = _cfg['duration']
_TICK = 1
_now = 0
_events = sorted(_cfg['inputs'], key=lambda e: e['at_ms'])
_ei = 0
_buttons = {'A': [False, 0, False], 'B': [False, 0, False]}
_accel = [0, 0, -1024]
_pin_in = {}
_pin_out = {}
_IMAGES = {
${images}
}
_DIGITS = {
${digits}
}


class _TimeUp(BaseException):
    pass


def _apply():
    global _ei
    while _ei < len(_events) and _events[_ei]['at_ms'] <= _now:
        e = _events[_ei]
        _ei += 1
        k = e['kind']
        if k == 'button':
            b = _buttons[e['button']]
            if e['pressed'] and not b[0]:
                b[1] += 1
                b[2] = True
            b[0] = bool(e['pressed'])
        elif k == 'accelerometer':
            _accel[0] = int(e['x'])
            _accel[1] = int(e['y'])
            _accel[2] = int(e['z'])
        elif k == 'pin':
            _pin_in[e['pin']] = int(e['level'])


def _advance(ms):
    global _now
    _now = min(_now + ms, _END)
    _apply()
    if _mbhost.clock(_now) or _now >= _END:
        raise _TimeUp()


def sleep(ms):
    _advance(max(int(ms), _TICK))


def running_time():
    _advance(_TICK)
    return _now


def temperature():
    _advance(_TICK)
    return 21


def panic(n=0):
    raise RuntimeError('panic %d' % n)


class Image:
    def __init__(self, *a):
        if len(a) == 0:
            self._w, self._h, self._px = 5, 5, [0] * 25
        elif len(a) == 1 and isinstance(a[0], str):
            rows = a[0].rstrip(':').split(':')
            self._h = len(rows)
            self._w = max(len(r) for r in rows)
            self._px = [int(r[x]) if x < len(r) else 0 for r in rows for x in range(self._w)]
        elif len(a) >= 2:
            self._w, self._h = int(a[0]), int(a[1])
            self._px = [int(v) for v in a[2]] if len(a) > 2 else [0] * (self._w * self._h)
            if len(self._px) != self._w * self._h:
                raise ValueError('image data is incorrect size')
        else:
            raise TypeError('Image(s) takes a string')

    def width(self):
        return self._w

    def height(self):
        return self._h

    def _at(self, x, y):
        if not (0 <= x < self._w and 0 <= y < self._h):
            raise ValueError('index out of bounds')
        return y * self._w + x

    def get_pixel(self, x, y):
        return self._px[self._at(x, y)]

    def set_pixel(self, x, y, v):
        if not 0 <= v <= 9:
            raise ValueError('brightness out of bounds')
        self._px[self._at(x, y)] = int(v)

    def copy(self):
        return Image(self._w, self._h, list(self._px))

    def invert(self):
        return Image(self._w, self._h, [9 - v for v in self._px])

    def fill(self, v):
        self._px = [int(v)] * (self._w * self._h)

    def _shift(self, dx, dy):
        out = Image(self._w, self._h)
        for y in range(self._h):
            for x in range(self._w):
                sx, sy = x + dx, y + dy
                if 0 <= sx < self._w and 0 <= sy < self._h:
                    out._px[y * self._w + x] = self._px[sy * self._w + sx]
        return out

    def shift_left(self, n):
        return self._shift(n, 0)

    def shift_right(self, n):
        return self._shift(-n, 0)

    def shift_up(self, n):
        return self._shift(0, n)

    def shift_down(self, n):
        return self._shift(0, -n)

    def __eq__(self, other):
        return isinstance(other, Image) and self._w == other._w and self._px == other._px

    def __repr__(self):
        rows = [''.join(str(v) for v in self._px[y * self._w:(y + 1) * self._w]) for y in range(self._h)]
        return "Image('" + ':'.join(rows) + ":')"


for _name in _IMAGES:
    setattr(Image, _name, Image(_IMAGES[_name]))
Image.ALL_ARROWS = [Image.ARROW_N, Image.ARROW_E, Image.ARROW_S, Image.ARROW_W]


def _glyph(c):
    return Image(_DIGITS[c]) if c in _DIGITS else Image()


class _Display:
    def __init__(self):
        self._px = [0] * 25
        self._on = True

    def _emit(self):
        _mbhost.frame(_now, ''.join(str(v) for v in self._px) if self._on else '0' * 25)

    def _put(self, img):
        if not isinstance(img, Image):
            img = _glyph(str(img)[:1])
        for y in range(5):
            for x in range(5):
                self._px[y * 5 + x] = img._px[y * img._w + x] if x < img._w and y < img._h else 0
        self._emit()

    def show(self, x, delay=400, wait=True, loop=False, clear=False):
        if isinstance(x, Image):
            self._put(x)
            return
        if isinstance(x, (int, float)):
            x = str(x)
        if isinstance(x, str) and len(x) == 1:
            self._put(x)
            return
        while True:
            for item in x:
                self._put(item)
                _advance(max(int(delay), _TICK))
            if not loop:
                break
        if clear:
            self.clear()

    def scroll(self, text, delay=150, wait=True, loop=False, monospace=False):
        while True:
            for c in str(text):
                self._put(c)
                _advance(max(int(delay), _TICK) * 5)
            self.clear()
            if not loop:
                break

    def clear(self):
        self._px = [0] * 25
        self._emit()

    def set_pixel(self, x, y, v):
        if not (0 <= x < 5 and 0 <= y < 5):
            raise ValueError('index out of bounds')
        if not 0 <= v <= 9:
            raise ValueError('brightness out of bounds')
        self._px[y * 5 + x] = int(v)
        self._emit()

    def get_pixel(self, x, y):
        if not (0 <= x < 5 and 0 <= y < 5):
            raise ValueError('index out of bounds')
        return self._px[y * 5 + x]

    def on(self):
        self._on = True
        self._emit()

    def off(self):
        self._on = False
        self._emit()

    def is_on(self):
        return self._on

    def read_light_level(self):
        _advance(_TICK)
        return 0


class _Button:
    def __init__(self, name):
        self._name = name

    def is_pressed(self):
        _advance(_TICK)
        return _buttons[self._name][0]

    def was_pressed(self):
        _advance(_TICK)
        b = _buttons[self._name]
        r = b[2]
        b[2] = False
        return r

    def get_presses(self):
        _advance(_TICK)
        b = _buttons[self._name]
        r = b[1]
        b[1] = 0
        return r


class _Pin:
    def __init__(self, n):
        self._n = n

    def write_digital(self, v):
        if v not in (0, 1, True, False):
            raise ValueError('value must be 0 or 1')
        _pin_out[self._n] = int(v)
        _mbhost.pin(self._n, _now, int(v))

    def read_digital(self):
        _advance(_TICK)
        if self._n in _pin_in:
            return _pin_in[self._n]
        return _pin_out.get(self._n, 0)


class _Accelerometer:
    def get_x(self):
        _advance(_TICK)
        return _accel[0]

    def get_y(self):
        _advance(_TICK)
        return _accel[1]

    def get_z(self):
        _advance(_TICK)
        return _accel[2]

    def get_values(self):
        _advance(_TICK)
        return tuple(_accel)


display = _Display()
button_a = _Button('A')
button_b = _Button('B')
accelerometer = _Accelerometer()
pin0 = _Pin(0)
pin1 = _Pin(1)
pin2 = _Pin(2)
pin8 = _Pin(8)
pin12 = _Pin(12)
pin13 = _Pin(13)
pin14 = _Pin(14)
pin15 = _Pin(15)
pin16 = _Pin(16)
`;
