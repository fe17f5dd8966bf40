/** The revenue screens' titles (route titles, so loaded with the plugin's texts on every page). */
export const ko = { revenueTitle: { teach: '매출 관리', admin: '매출 및 정산' } };
