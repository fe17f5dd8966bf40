import test from 'ava';
import type { ComponentType } from 'react';
import type { SlotRef } from '../../common/slot-ref.ts';
import { fillSlot, fillersOf } from './slot-registry.ts';

const Aside: ComponentType<{ lessonIndex: number }> = () => null;
const asideSlot: SlotRef<{ lessonIndex: number }> = { id: 'lesson.aside' };
const load = () => Promise.resolve({ default: Aside });

test('a typed slot is filled under its id, and a slot lists only its own fillers in order', (t) => {
  const late = fillSlot(asideSlot, load, 5);
  const early = fillSlot(asideSlot, load, -1);
  const other = { slot: 'footer', component: () => Promise.resolve({ default: () => null }) };
  t.is(late.slot, 'lesson.aside');
  t.deepEqual(fillersOf([late, other, early], asideSlot.id), [early, late]);
  t.deepEqual(fillersOf([late, other, early], 'footer'), [other]);
  t.deepEqual(fillersOf([late], 'header.end'), []);
});
