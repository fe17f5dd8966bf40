# The judge's turtle: the same names as Python's turtle, drawing nothing itself but recording what
# the pen draws (lines with their colour and width, dots, filled shapes, the background) through
# __seodang_draw__, which runner.mjs provides; the harness then paints the record on a 400 x 400
# canvas (the browser's turtle canvas, (0, 0) in the middle, y up) and compares it with the
# reference's pixel by pixel. Speed, shapes, stamps, text and windows are accepted and not drawn.
import math

_mode = [1.0]


def _colour(args, current):
    """A colour as the canvas reads it: a name or '#rrggbb' as given, a tuple in the colour mode."""
    if len(args) == 0:
        return current
    c = args[0] if len(args) == 1 else args
    if isinstance(c, (tuple, list)) and len(c) == 3:
        k = 255.0 / _mode[0]
        r, g, b = [max(0, min(255, int(round(float(v) * k)))) for v in c]
        return "rgb(%d,%d,%d)" % (r, g, b)
    return str(c)[:40]


class Turtle:
    def __init__(self, *args, **kwargs):
        self._x = 0.0
        self._y = 0.0
        self._h = 0.0
        self._down = True
        self._pen = "black"
        self._fill = "black"
        self._width = 1.0
        self._filling = None

    def _move(self, x, y):
        if self._down:
            __seodang_draw__("line", self._x, self._y, x, y, self._pen, self._width)
        self._x = x
        self._y = y
        if self._filling is not None:
            self._filling[1].append((x, y))

    def forward(self, d):
        r = math.radians(self._h)
        self._move(self._x + d * math.cos(r), self._y + d * math.sin(r))

    def backward(self, d):
        self.forward(-d)

    def left(self, a):
        self._h = (self._h + a) % 360

    def right(self, a):
        self.left(-a)

    def goto(self, x, y=None):
        if y is None:
            x, y = x[0], x[1]
        self._move(float(x), float(y))

    def setx(self, x):
        self._move(float(x), self._y)

    def sety(self, y):
        self._move(self._x, float(y))

    def setheading(self, a):
        self._h = a % 360

    def home(self):
        self._move(0.0, 0.0)
        self._h = 0.0

    def penup(self):
        self._down = False

    def pendown(self):
        self._down = True

    def isdown(self):
        return self._down

    def position(self):
        return (self._x, self._y)

    def xcor(self):
        return self._x

    def ycor(self):
        return self._y

    def heading(self):
        return self._h

    def distance(self, x, y=None):
        if y is None:
            x, y = x[0], x[1]
        return math.sqrt((x - self._x) ** 2 + (y - self._y) ** 2)

    def circle(self, radius, extent=None, steps=None):
        if extent is None:
            extent = 360
        if steps is None:
            steps = max(12, int(abs(extent) / 6))
        w = 1.0 * extent / steps
        w2 = 0.5 * w
        length = 2.0 * radius * math.sin(math.radians(w2))
        if radius < 0:
            length, w, w2 = -length, -w, -w2
        self.left(w2)
        for _ in range(steps):
            self.forward(length)
            self.left(w)
        self.left(-w2)

    def pencolor(self, *args):
        if not args:
            return self._pen
        self._pen = _colour(args, self._pen)

    def fillcolor(self, *args):
        if not args:
            return self._fill
        self._fill = _colour(args, self._fill)

    def color(self, *args):
        if not args:
            return (self._pen, self._fill)
        if len(args) == 2:
            self._pen = _colour(args[:1], self._pen)
            self._fill = _colour(args[1:], self._fill)
        else:
            self._pen = self._fill = _colour(args, self._pen)

    def width(self, w=None):
        if w is None:
            return self._width
        self._width = max(0.0, float(w))

    def dot(self, size=None, *args):
        if size is not None and not isinstance(size, (int, float)):
            args = (size,) + args
            size = None
        if size is None:
            size = max(self._width + 4, 2 * self._width)
        __seodang_draw__("dot", self._x, self._y, float(size), _colour(args, self._pen))

    def begin_fill(self):
        # The shape is painted under whatever is drawn after this point, as the browser's turtle does.
        self._filling = (__seodang_draw__("mark"), [(self._x, self._y)])

    def end_fill(self):
        if self._filling is not None:
            at, points = self._filling
            self._filling = None
            if len(points) > 2:
                flat = []
                for p in points:
                    flat.append(p[0])
                    flat.append(p[1])
                __seodang_draw__("fill", at, self._fill, flat)

    def filling(self):
        return self._filling is not None

    def _ignore(self, *args, **kwargs):
        return None

    fd = forward
    bk = backward
    back = backward
    lt = left
    rt = right
    setpos = goto
    setposition = goto
    seth = setheading
    pu = penup
    up = penup
    pd = pendown
    down = pendown
    pos = position
    pensize = width
    speed = _ignore
    hideturtle = _ignore
    ht = _ignore
    showturtle = _ignore
    st = _ignore
    shape = _ignore
    stamp = _ignore
    write = _ignore
    clear = _ignore


class Screen:
    def __init__(self, *args, **kwargs):
        pass

    def _ignore(self, *args, **kwargs):
        return None

    def bgcolor(self, *args):
        if args:
            __seodang_draw__("bg", _colour(args, "white"))

    def colormode(self, mode=None):
        if mode is None:
            return _mode[0]
        _mode[0] = 255.0 if mode == 255 else 1.0

    title = _ignore
    setup = _ignore
    tracer = _ignore
    update = _ignore
    delay = _ignore
    screensize = _ignore
    exitonclick = _ignore
    mainloop = _ignore
    done = _ignore
    bye = _ignore


Pen = Turtle
RawTurtle = Turtle
_default = []


def _t():
    if not _default:
        _default.append(Turtle())
    return _default[0]


def forward(d):
    _t().forward(d)


def backward(d):
    _t().backward(d)


def left(a):
    _t().left(a)


def right(a):
    _t().right(a)


def goto(x, y=None):
    _t().goto(x, y)


def setx(x):
    _t().setx(x)


def sety(y):
    _t().sety(y)


def setheading(a):
    _t().setheading(a)


def home():
    _t().home()


def penup():
    _t().penup()


def pendown():
    _t().pendown()


def circle(radius, extent=None, steps=None):
    _t().circle(radius, extent, steps)


def pencolor(*args):
    return _t().pencolor(*args)


def fillcolor(*args):
    return _t().fillcolor(*args)


def color(*args):
    return _t().color(*args)


def width(w=None):
    return _t().width(w)


def dot(size=None, *args):
    _t().dot(size, *args)


def begin_fill():
    _t().begin_fill()


def end_fill():
    _t().end_fill()


def bgcolor(*args):
    Screen().bgcolor(*args)


def colormode(mode=None):
    return Screen().colormode(mode)


def position():
    return _t().position()


def heading():
    return _t().heading()


def xcor():
    return _t().xcor()


def ycor():
    return _t().ycor()


def _ignore(*args, **kwargs):
    return None


fd = forward
bk = backward
back = backward
lt = left
rt = right
setpos = goto
setposition = goto
seth = setheading
pu = penup
up = penup
pd = pendown
down = pendown
pos = position
pensize = width
speed = _ignore
hideturtle = _ignore
ht = _ignore
showturtle = _ignore
st = _ignore
shape = _ignore
stamp = _ignore
write = _ignore
title = _ignore
setup = _ignore
tracer = _ignore
update = _ignore
delay = _ignore
screensize = _ignore
exitonclick = _ignore
mainloop = _ignore
done = _ignore
bye = _ignore
