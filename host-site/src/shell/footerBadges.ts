import type { LicenseName } from '@casino/sdk/contract';

/** A logo of the footer: its file under `public/footer/` and the name it stands for (a brand: not translated). */
export interface FooterLogo {
  src: string;
  name: string;
}

const logo = (file: string, name: string): FooterLogo => ({ src: `/footer/${file}.svg`, name });

/**
 * The payment methods the footer shows under each licence: cards and the crypto currencies of core.md §9 under CW;
 * cards and bank payments under EE, whose licence takes no crypto.
 */
export const PAYMENT_LOGOS: Readonly<Record<LicenseName, readonly FooterLogo[]>> = {
  CW: [
    logo('visa', 'Visa'),
    logo('mastercard', 'Mastercard'),
    logo('bitcoin', 'Bitcoin'),
    logo('ethereum', 'Ethereum'),
    logo('litecoin', 'Litecoin'),
    logo('tether', 'Tether'),
  ],
  EE: [logo('visa', 'Visa'), logo('mastercard', 'Mastercard'), logo('trustly', 'Trustly')],
};

/** The licence seal of each licence: Curaçao eGaming (CW), the Estonian Tax and Customs Board (EE). */
export const LICENCE_SEALS: Readonly<Record<LicenseName, string>> = {
  CW: '/footer/curacao.svg',
  EE: '/footer/emta.svg',
};
