import QRCode from 'qrcode';
import { BRAND } from '../seed/translation-overrides';
import { otpauthUri } from './totp';

/** The QR code (PNG data URL) an authenticator app scans to add the player's TOTP secret. */
export function twoFactorQrCode(email: string, secret: string): Promise<string> {
  return QRCode.toDataURL(otpauthUri(BRAND, email, secret), { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
