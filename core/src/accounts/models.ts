import { Model } from 'objection';

/** A row of `users`. */
export class User extends Model {
  static override tableName = 'users';
  id!: number;
  user_id!: string;
  password_hash!: string | null;
  name!: string;
  email!: string | null;
  mobile!: string | null;
  phone!: string | null;
  link!: string | null;
  locale!: 'ko' | 'en' | 'ja';
  is_partner!: boolean;
  is_teacher!: boolean;
  is_site_admin!: boolean;
  provider!: string | null;
  last_login_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
}
