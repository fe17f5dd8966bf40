import test from 'ava';
import {
  allowedFrom,
  canTransition,
  isFinal,
  isOrderState,
  isPaid,
  orderStates,
  orderTransitions,
  OrderTransitionError,
  transition,
} from './order-state.ts';

test('the happy path and the refunds: PENDING → CONFIRMING → PAID → PARTIAL_CANCELED → CANCELED', (t) => {
  t.true(canTransition('PENDING', 'CONFIRMING'));
  t.true(canTransition('CONFIRMING', 'PAID'));
  t.true(canTransition('PAID', 'PARTIAL_CANCELED'));
  t.true(canTransition('PARTIAL_CANCELED', 'PARTIAL_CANCELED'), 'a second partial refund');
  t.true(canTransition('PARTIAL_CANCELED', 'CANCELED'));
  t.true(canTransition('PAID', 'CANCELED'));
});

test('failing and expiring', (t) => {
  t.true(canTransition('PENDING', 'FAILED'));
  t.true(canTransition('CONFIRMING', 'FAILED'));
  t.true(canTransition('PENDING', 'EXPIRED'));
  t.false(canTransition('CONFIRMING', 'EXPIRED'), 'a confirm in flight is not expired under it');
});

test('no shortcut and no way back', (t) => {
  t.false(canTransition('PENDING', 'PAID'), 'a webhook goes through CONFIRMING too');
  t.false(canTransition('PAID', 'PENDING'));
  t.false(canTransition('PAID', 'PAID'), 'a second confirm finds the order paid and loses');
  t.false(canTransition('CONFIRMING', 'CONFIRMING'), 'only one confirm claims the order');
  t.false(canTransition('PENDING', 'CANCELED'));
  for (const final of ['CANCELED', 'FAILED', 'EXPIRED'] as const) {
    t.true(isFinal(final));
    for (const to of orderStates) t.false(canTransition(final, to), `${final} → ${to}`);
  }
  t.false(isFinal('PAID'));
});

test('allowedFrom gives the states of the WHERE status = ANY(…) update', (t) => {
  t.deepEqual(allowedFrom('CONFIRMING'), ['PENDING']);
  t.deepEqual(allowedFrom('PAID'), ['CONFIRMING']);
  t.deepEqual(allowedFrom('FAILED'), ['PENDING', 'CONFIRMING']);
  t.deepEqual(allowedFrom('EXPIRED'), ['PENDING']);
  t.deepEqual(allowedFrom('PARTIAL_CANCELED'), ['PAID', 'PARTIAL_CANCELED']);
  t.deepEqual(allowedFrom('CANCELED'), ['PAID', 'PARTIAL_CANCELED']);
  t.deepEqual(allowedFrom('PENDING'), [], 'PENDING is only ever created');
  for (const to of orderStates)
    for (const from of orderStates) t.is(allowedFrom(to).includes(from), orderTransitions[from].includes(to));
});

test('transition returns the new state or throws; helpers', (t) => {
  t.is(transition('PENDING', 'CONFIRMING'), 'CONFIRMING');
  const error = t.throws(() => transition('PAID', 'CONFIRMING'), { instanceOf: OrderTransitionError });
  t.like(error, { from: 'PAID', to: 'CONFIRMING' });
  t.true(isOrderState('PAID'));
  t.false(isOrderState('paid'));
  t.false(isOrderState(1));
  t.deepEqual(orderStates.filter(isPaid), ['PAID', 'PARTIAL_CANCELED']);
});
