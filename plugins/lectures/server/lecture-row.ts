import { finalPrice, isDiscountActive, type LecturePrice } from '../common/index.ts';
import { iso } from './scope.ts';

/** A `lectures` row joined with its owner's name (and the caller's wish state when asked). */
export interface LectureRow {
  id: number;
  channel_id: number | null;
  owner_id: number | null;
  owner_name?: string | null;
  lecture_type: number;
  subject: string;
  slug: string;
  description: string;
  category_first: string;
  category_second: string | null;
  contents: string;
  license: string;
  is_free: boolean;
  price: number;
  discount: number | null;
  discounted_price: number | null;
  discount_start_date: Date | null;
  discount_due_date: Date | null;
  intro_video_url: string | null;
  difficulty: string;
  certificate_issued: boolean;
  period_type: string;
  period_days: number | null;
  open_date: Date | null;
  close_date: Date | null;
  is_public: boolean;
  accept_type: string;
  allow_print: boolean;
  allow_internal_copy: boolean;
  is_base: boolean;
  sequential_lessons: boolean;
  base_lecture_id: number | null;
  is_published: boolean;
  published_at: Date | null;
  tags: string[];
  student_count: number;
  average_rating: string | number;
  review_count: number;
  created_at: Date;
  updated_at: Date;
  is_wishing?: boolean | null;
  lesson_count?: number | string;
}

/** Columns of a list item (no contents). */
export const listColumns = [
  'l.id',
  'l.channel_id',
  'l.owner_id',
  'u.name as owner_name',
  'l.lecture_type',
  'l.subject',
  'l.slug',
  'l.description',
  'l.category_first',
  'l.category_second',
  'l.is_free',
  'l.price',
  'l.discount',
  'l.discounted_price',
  'l.discount_start_date',
  'l.discount_due_date',
  'l.difficulty',
  'l.certificate_issued',
  'l.period_type',
  'l.period_days',
  'l.is_public',
  'l.is_published',
  'l.is_base',
  'l.tags',
  'l.student_count',
  'l.average_rating',
  'l.review_count',
  'l.created_at',
  'l.published_at',
  'l.intro_video_url',
];

const priceOf = (r: LectureRow): LecturePrice => ({
  isFree: r.is_free,
  price: r.price,
  discount: r.discount,
  discountedPrice: r.discounted_price,
  discountStartDate: r.discount_start_date,
  discountDueDate: r.discount_due_date,
});

/** A lecture list item (spec §3 "Lecture list items": sequence and isWishing, plus what cards show). */
export function presentListItem(r: LectureRow, now = new Date()) {
  return {
    sequence: r.id,
    subject: r.subject,
    slug: r.slug,
    description: r.description,
    lectureType: r.lecture_type,
    category: { first: { id: r.category_first }, second: { id: r.category_second } },
    educatorsData: { id: r.owner_id, name: r.owner_name ?? '' },
    isFree: r.is_free,
    price: r.price,
    discount: r.discount,
    discounted_price: r.discounted_price,
    discountStartDate: iso(r.discount_start_date),
    discountDueDate: iso(r.discount_due_date),
    isDiscountActive: isDiscountActive(priceOf(r), now),
    finalPrice: finalPrice(priceOf(r), now),
    difficulty: r.difficulty,
    certificateIssued: r.certificate_issued,
    studentCount: r.student_count,
    period: r.period_type === 'days' ? r.period_days : null,
    averageRating: Number(r.average_rating),
    reviewCount: r.review_count,
    isPublic: r.is_public,
    isPublished: r.is_published,
    isBase: r.is_base,
    tags: r.tags,
    hasIntroVideo: !!r.intro_video_url,
    isWishing: !!r.is_wishing,
    createdAt: iso(r.created_at),
  };
}

/** Every field of a lecture (detail and the authoring form). */
export function presentLecture(r: LectureRow, now = new Date()) {
  return {
    ...presentListItem(r, now),
    contents: r.contents,
    license: r.license,
    introVideoUrl: r.intro_video_url,
    periodType: r.period_type,
    periodDays: r.period_days,
    openDate: iso(r.open_date),
    closeDate: iso(r.close_date),
    settings: {
      permission: r.is_public ? 'public' : 'private',
      acceptType: r.accept_type,
      allowPrint: r.allow_print,
      allowInternalCopy: r.allow_internal_copy,
      isBase: r.is_base,
      sequentialLessons: r.sequential_lessons,
    },
    baseLectureIndex: r.base_lecture_id,
    publishedAt: iso(r.published_at),
    updatedAt: iso(r.updated_at),
  };
}
