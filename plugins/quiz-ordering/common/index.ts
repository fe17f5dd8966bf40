import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';
import { orderingLabel } from './label.ts';

/** The teacher's definition: the items in their right order. */
export const orderingSchema = z.object({
  // A rule with its own words: the message is a catalogue key this plugin ships (server/messages.ts).
  items: z.array(z.string().trim().min(1).max(500)).min(2, 'ordering.validation.twoItems').max(20),
  score: z.number().min(0).max(1000).default(1),
});
/** An ordering definition. */
export type OrderingDefinition = z.infer<typeof orderingSchema>;

/** The learner's answer: the item indexes of the learner view, in the learner's order. */
export const orderingAnswer = z.object({ order: z.array(z.number().int().min(0).max(1000)).max(20) });
/** An ordering answer. */
export type OrderingAnswer = z.infer<typeof orderingAnswer>;

/** What learners see: the items sorted by text, so the authored (right) order is never sent. */
export function orderingView(d: OrderingDefinition) {
  return { items: [...d.items].sort((a, b) => a.localeCompare(b)), score: d.score };
}
/** The learner view. */
export type OrderingView = ReturnType<typeof orderingView>;

/** `ordering`: put the items in the right order; every item must be in its place. */
export const orderingQuizType = defineQuizType<OrderingDefinition, OrderingAnswer>({
  id: 'ordering',
  label: orderingLabel,
  schema: orderingSchema,
  answerSchema: orderingAnswer,
  learnerView: orderingView,
  grading: {
    kind: 'auto',
    grade(d, a) {
      const shown = orderingView(d).items;
      const details = d.items.map((item, i) => ({
        name: `${i + 1}`,
        correct: shown[a.order[i]] === item,
        score: 0,
      }));
      const correct = a.order.length === d.items.length && details.every((x) => x.correct);
      return { score: correct ? d.score : 0, maxScore: d.score, correct, details };
    },
  },
});
