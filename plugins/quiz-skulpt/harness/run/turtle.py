# The judge's turtle: the same names as Python's turtle, drawing nothing but recording each line
# the pen draws (through __seodang_segment__, which runner.mjs provides), so the harness can compare
# a drawing with the reference's. Colours, speed, fills and windows are accepted and ignored.
import math


class Turtle:
    def __init__(self, *args, **kwargs):
        self._x = 0.0
        self._y = 0.0
        self._h = 0.0
        self._down = True

    def _move(self, x, y):
        if self._down:
            __seodang_segment__(self._x, self._y, x, y)
        self._x = x
        self._y = y

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
    speed = _ignore
    color = _ignore
    pencolor = _ignore
    fillcolor = _ignore
    begin_fill = _ignore
    end_fill = _ignore
    hideturtle = _ignore
    ht = _ignore
    showturtle = _ignore
    st = _ignore
    shape = _ignore
    width = _ignore
    pensize = _ignore
    dot = _ignore
    stamp = _ignore
    write = _ignore
    clear = _ignore


class Screen:
    def __init__(self, *args, **kwargs):
        pass

    def _ignore(self, *args, **kwargs):
        return None

    bgcolor = _ignore
    title = _ignore
    setup = _ignore
    tracer = _ignore
    update = _ignore
    delay = _ignore
    colormode = _ignore
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
speed = _ignore
color = _ignore
pencolor = _ignore
fillcolor = _ignore
begin_fill = _ignore
end_fill = _ignore
hideturtle = _ignore
ht = _ignore
showturtle = _ignore
st = _ignore
shape = _ignore
width = _ignore
pensize = _ignore
dot = _ignore
stamp = _ignore
write = _ignore
bgcolor = _ignore
title = _ignore
setup = _ignore
tracer = _ignore
update = _ignore
delay = _ignore
colormode = _ignore
screensize = _ignore
exitonclick = _ignore
mainloop = _ignore
done = _ignore
bye = _ignore
