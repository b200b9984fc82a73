import { sql, type Kysely } from 'kysely';

// Frozen: the read models of issue 14. News items, each reader's read markers and the two counts
// an unread badge subtracts (items published, items each reader has read); FAQ entries; the
// public content pages. Every text in English and Spanish, empty when not given.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE news (
      id uuid PRIMARY KEY,
      title_en text NOT NULL,
      title_es text NOT NULL,
      body_en text NOT NULL,
      body_es text NOT NULL,
      author_id text NOT NULL,
      published_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX news_newest ON news (published_at DESC, id DESC);
    CREATE INDEX news_updated ON news (updated_at DESC, id DESC);
    CREATE TABLE news_reads (
      user_id text NOT NULL,
      news_id uuid NOT NULL,
      read_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, news_id)
    );
    CREATE INDEX news_reads_item ON news_reads (news_id);
    CREATE TABLE news_totals (
      id smallint PRIMARY KEY CHECK (id = 1),
      published integer NOT NULL
    );
    CREATE TABLE news_read_counts (
      user_id text PRIMARY KEY,
      read integer NOT NULL
    );
    CREATE TABLE faq_entries (
      id uuid PRIMARY KEY,
      group_en text NOT NULL,
      group_es text NOT NULL,
      question_en text NOT NULL,
      question_es text NOT NULL,
      answer_en text NOT NULL,
      answer_es text NOT NULL,
      position integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX faq_entries_grouped ON faq_entries (group_en, group_es, position, id);
    CREATE INDEX faq_entries_updated ON faq_entries (updated_at DESC, id);
    CREATE TABLE content_pages (
      slug text PRIMARY KEY,
      title_en text NOT NULL,
      title_es text NOT NULL,
      body_en text NOT NULL,
      body_es text NOT NULL,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE content_pages; DROP TABLE faq_entries; DROP TABLE news_read_counts; DROP TABLE news_totals; DROP TABLE news_reads; DROP TABLE news;`.execute(db);
}
