import type { Database } from '../../db/client.ts';
import { questions } from '../../db/schema.ts';

export async function insertQuestion(db: Database, values: typeof questions.$inferInsert) {
  await db.insert(questions).values(values);
}
