import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: each training day's video, uploaded by axel (its poster and French subtitles beside it), and what each
 * client played of it. The YouTube search links go: a day without a video shows its text and exercises only.
 */
export class Migration20261213100000_training_videos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table training_days drop column video_url;`);
    this.addSql(`
      create table training_videos (
        day smallint primary key references training_days(day) on delete cascade,
        video_key text null,
        content_type varchar(20) null check (content_type in ('video/mp4', 'video/webm')),
        size_bytes bigint null,
        duration_seconds numeric(10, 3) null check (duration_seconds > 0),
        poster_key text null,
        poster_type varchar(20) null,
        subtitles_key text null,
        subtitles_required boolean not null default true,
        updated_at timestamptz not null,
        check ((video_key is null) = (content_type is null) and (video_key is null) = (size_bytes is null) and (video_key is null) = (duration_seconds is null)),
        check ((poster_key is null) = (poster_type is null))
      );`);
    // What a client played of a day's video: the spans played at least once (seconds, merged) since \`started_at\`,
    // where they stopped, when the day first counted as watched. \`video_key\` is the video the spans were played in:
    // a replaced video's spans start over, the day stays watched.
    this.addSql(`
      create table training_video_views (
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        day smallint not null references training_days(day) on delete cascade,
        video_key text not null,
        played jsonb not null default '[]',
        position_seconds numeric(10, 3) not null default 0,
        watched_at timestamptz null,
        started_at timestamptz not null,
        reported_at timestamptz not null,
        primary key (user_id, day)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists training_video_views;`);
    this.addSql(`drop table if exists training_videos;`);
    this.addSql(`alter table training_days add column video_url text not null default '';`);
  }
}
