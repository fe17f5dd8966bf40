import { api, apiRequest } from '@seodang/sdk/web';
import type { BundleSave, BundleView, CouponSave, CouponView } from '../common/coupon-admin.ts';

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;

/** A lecture of the teacher as the lectures plugin lists it (`GET /api/lecture/teach/my`), the fields used here. */
export interface TeacherLecture {
  sequence: number;
  subject: string;
  isFree: boolean;
  price: number;
  isPublished: boolean;
}

/** Calls of coupon management and bundles (plugin README), and the teacher's own lectures. */
export const manageApi = {
  coupons: () => api.get<Data<{ list: CouponView[] }>>('/api/commerce/coupons').then(unwrap),
  createCoupon: (body: CouponSave) => api.post<Data<CouponView>>('/api/commerce/coupons', body).then(unwrap),
  updateCoupon: (id: number, body: CouponSave) =>
    apiRequest<Data<CouponView>>(`/api/commerce/coupons/${id}`, { method: 'PUT', body }).then(unwrap),
  setCouponEnabled: (id: number, enabled: boolean) =>
    apiRequest<Data<CouponView>>(`/api/commerce/coupons/${id}/enabled`, {
      method: 'PATCH',
      body: { enabled },
    }).then(unwrap),
  bundles: () => api.get<Data<{ list: BundleView[] }>>('/api/commerce/bundles').then(unwrap),
  createBundle: (body: BundleSave) => api.post<Data<BundleView>>('/api/commerce/bundles', body).then(unwrap),
  updateBundle: (id: number, body: BundleSave) =>
    apiRequest<Data<BundleView>>(`/api/commerce/bundles/${id}`, { method: 'PUT', body }).then(unwrap),
  myLectures: () => api.get<Data<TeacherLecture[]>>('/api/lecture/teach/my').then(unwrap),
};
