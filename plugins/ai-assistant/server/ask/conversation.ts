import type { Knex } from '@seodang/sdk';
import type { AiMessage } from '../providers/provider.ts';

/** The earlier turns of one of the user's chats, oldest first (answers that were shown). */
export async function conversationTurns(
  db: Knex,
  userId: number,
  conversationId: string,
): Promise<AiMessage[]> {
  const rows: { question: string | null; answer: string | null }[] = await db('ai_calls')
    .where({ user_id: userId, conversation_id: conversationId, action: 'chat' })
    .whereIn('status', ['ok', 'truncated', 'cancelled'])
    .whereNotNull('question')
    .whereNotNull('answer')
    .orderBy('created_at')
    .select('question', 'answer');
  return rows.flatMap((r) => [
    { role: 'user' as const, content: r.question! },
    { role: 'assistant' as const, content: r.answer! },
  ]);
}
