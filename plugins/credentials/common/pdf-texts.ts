import type { Locale } from '@seodang/sdk/common';

/** The certificate PDF's own words in ko, en and ja (it is printed in the holder's language). */
export const pdfTexts: Record<
  Locale,
  Record<'heading' | 'holder' | 'issuer' | 'issuedAt' | 'validUntil' | 'score' | 'certId' | 'verify', string>
> = {
  ko: {
    heading: '수료증',
    holder: '받은 사람',
    issuer: '발급 기관',
    issuedAt: '발급일',
    validUntil: '유효 기한',
    score: '점수',
    certId: '인증서 번호',
    verify:
      '아래 주소나 QR 코드에서 진위를 확인할 수 있습니다. 서명된 자격 증명(VC-JWT)이 이 PDF에 첨부되어 있습니다.',
  },
  en: {
    heading: 'Certificate',
    holder: 'Awarded to',
    issuer: 'Issuer',
    issuedAt: 'Issued on',
    validUntil: 'Valid until',
    score: 'Score',
    certId: 'Certificate number',
    verify:
      'Check it at the address below or through the QR code. The signed credential (VC-JWT) is attached to this PDF.',
  },
  ja: {
    heading: '修了証',
    holder: '取得者',
    issuer: '発行者',
    issuedAt: '発行日',
    validUntil: '有効期限',
    score: '点数',
    certId: '証明書番号',
    verify:
      '下記のアドレスまたはQRコードで真正性を確認できます。署名付きの資格情報（VC-JWT）がこのPDFに添付されています。',
  },
};
