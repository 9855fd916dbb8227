/** German texts of the `sdk` namespace. */
export const messages: Record<string, string> = {
  'validation.required': 'Dieses Feld ist erforderlich.',
  'validation.email': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.password':
    'Verwenden Sie Buchstaben, Ziffern und die erlaubten Sonderzeichen, mit mindestens einem Buchstaben und einer Ziffer.',
  'validation.password_length': 'Das Passwort muss 8 bis 128 Zeichen lang sein.',
  'validation.name': 'Verwenden Sie nur Buchstaben, Ziffern, Leerzeichen, Punkte und Bindestriche.',
  'validation.nickname_length': 'Der Spitzname muss 3 bis 15 Zeichen lang sein.',
  'validation.personal_id': 'Die persönliche Kennnummer muss genau 11 Zeichen lang sein.',
  'validation.phone': 'Geben Sie mindestens 8 Zeichen ein: Ziffern, +, (, ), Leerzeichen oder Bindestriche.',
  'validation.birthday': 'Geben Sie ein gültiges Datum ein.',
  'validation.underage': 'Sie sind nicht alt genug, um zu spielen.',
  'validation.confirmation': 'Die Passwörter stimmen nicht überein.',
  'validation.terms': 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  'validation.must_be_checked': 'Bitte setzen Sie hier ein Häkchen, um fortzufahren.',
  'error.network': 'Das Casino ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.timeout': 'Das Casino hat zu lange für eine Antwort gebraucht. Bitte versuchen Sie es erneut.',
  'error.server': 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'error.maintenance': 'Das Casino wird gerade gewartet. Bitte schauen Sie bald wieder vorbei.',
  'error.unauthorized': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.contract':
    'Das Casino hat eine Antwort gesendet, die wir nicht lesen konnten. Bitte versuchen Sie es später erneut.',
  'error.rate_limited': 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'error.restricted': 'Dies ist in Ihrem Land nicht verfügbar.',
  'error.unknown': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'restricted.registration': 'Registrierung in Ihrem Land eingeschränkt',
  'restricted.login': 'Anmeldung in Ihrem Land nicht verfügbar',
};
