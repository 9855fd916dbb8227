import type { SiteMessages } from './en';

/** German strings of the `site` namespace. */
const de: SiteMessages = {
  'site.name': 'Reference Casino',
  'site.pageTitle': '{{page}} · {{site}}',
  'shell.skipToContent': 'Zum Inhalt springen',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.cancel': 'Abbrechen',
  'start.failed': 'Das Casino ist nicht erreichbar.',
  'start.failedHint': 'Prüfe deine Verbindung und versuche es dann erneut.',
  'dialog.close': 'Schließen',
  'errors.title': 'Das hat nicht geklappt.',
  'errors.network': 'Keine Verbindung zum Casino. Prüfe deine Verbindung und versuche es erneut.',
  'errors.unexpected': 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',

  'header.signIn': 'Anmelden',
  'header.signUp': 'Registrieren',
  'header.signOut': 'Abmelden',
  'header.level': 'Stufe: {{level}}',
  'header.balance': 'Guthaben',
  'header.deposit': 'Einzahlen',
  'language.label': 'Sprache',
  'nav.main': 'Hauptmenü',
  'nav.bottomBar': 'Schnellzugriff',
  'nav.lobby': 'Lobby',
  'nav.menu': 'Menü',
  'nav.profile': 'Profil',
  'nav.security': 'Sicherheit',
  'nav.personalDetails': 'Persönliche Angaben',
  'nav.limits': 'Limits',

  'footer.licence.CW': 'Dieses Casino wird mit einer in Curaçao ausgestellten Glücksspiellizenz betrieben.',
  'footer.licence.EE':
    'Dieses Casino wird mit einer Glücksspiellizenz der estnischen Steuer- und Zollbehörde betrieben.',
  'footer.responsible':
    'Glücksspiel kann süchtig machen. Spiele verantwortungsbewusst. Spielen dürfen nur Personen ab {{age}} Jahren.',
  'footer.copyright': '© {{year}} Reference Casino. Alle Rechte vorbehalten.',

  'lobby.pageTitle': 'Lobby',
  'lobby.title': 'Willkommen im Casino',
  'lobby.guestIntro': 'Erstelle ein Konto oder melde dich an, um dein Guthaben zu sehen und dein Profil zu verwalten.',
  'lobby.welcomeBack': 'Willkommen zurück, {{name}}',
  'lobby.playerIntro':
    'Dein Guthaben findest du in der Kopfzeile, deine Daten und Sicherheitseinstellungen in deinem Profil.',
  'lobby.createAccount': 'Konto erstellen',
  'lobby.toProfile': 'Zu deinem Profil',
  'lobby.responsible': 'Setze dir Limits, mach Pausen und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.text':
    'Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben oder der Link ist falsch.',
  'notFound.toLobby': 'Zurück zur Lobby',

  'popup.signIn': 'Anmelden',
  'popup.signUp': 'Konto erstellen',
  'popup.cashbox': 'Kasse',

  'notice.region': 'Benachrichtigungen',
  'notice.dismiss': 'Schließen',
  'notice.depositCanceled': 'Deine Einzahlung von {{amount}} wurde abgebrochen.',
  'notice.depositDeclined': 'Deine Einzahlung von {{amount}} wurde abgelehnt.',
  'notice.depositAgain': 'Erneut einzahlen',
  'notice.withdrawalRejected':
    'Deine Auszahlung von {{amount}} wurde abgelehnt. Das Geld ist wieder in deinem Guthaben.',
  'notice.seeHistory': 'Zahlungen ansehen',
  'notice.limitTitle': 'Limit erreicht',
  'notice.seeLimits': 'Zu deinen Limits',
  'notice.period.daily': 'pro Tag',
  'notice.period.weekly': 'pro Woche',
  'notice.period.monthly': 'pro Monat',
  'notice.furtherNotice': 'auf Weiteres',
  'notice.limit.deposit':
    'Du hast dein Einzahlungslimit von {{amount}} {{period}} ausgeschöpft. Einzahlungen sind wieder ab {{until}} möglich.',
  'notice.limit.loss':
    'Du hast dein Verlustlimit von {{amount}} {{period}} erreicht. Das Spiel ist bis {{until}} pausiert.',
  'notice.limit.wager':
    'Du hast dein Einsatzlimit von {{amount}} {{period}} erreicht. Das Spiel ist bis {{until}} pausiert.',
  'notice.limit.session': 'Deine Spielzeit von {{minutes}} Minuten {{period}} ist aufgebraucht.',
  'notice.limit.cooling_off': 'Deine Abkühlphase gilt bis {{until}}: Einzahlungen und Spiel sind gesperrt.',
  'notice.limit.self_exclusion': 'Dein Selbstausschluss gilt bis {{until}}: Einzahlungen und Spiel sind gesperrt.',

  'field.name': 'Name',
  'field.level': 'Stufe',
  'field.twoFactor': 'Zwei-Faktor-Anmeldung',
  'field.currentPassword': 'Aktuelles Passwort',
  'field.newPassword': 'Neues Passwort',
  'field.passwordConfirmation': 'Neues Passwort wiederholen',

  'remind.title': 'Passwort zurücksetzen',
  'remind.intro':
    'Gib die E-Mail-Adresse deines Kontos ein. Wir senden dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
  'remind.submit': 'Link senden',
  'remind.submitting': 'Wird gesendet…',
  'remind.sent':
    'Falls es ein Konto für {{email}} gibt, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Sieh in deinem Posteingang nach.',
  'remind.backToSignIn': 'Zurück zur Anmeldung',

  'newPassword.title': 'Neues Passwort festlegen',
  'newPassword.submit': 'Neues Passwort speichern',
  'newPassword.submitting': 'Wird gespeichert…',
  'newPassword.done': 'Dein Passwort wurde geändert. Melde dich mit dem neuen Passwort an.',
  'newPassword.signIn': 'Anmelden',
  'newPassword.missingToken':
    'Für diese Seite brauchst du den Link aus der E-Mail zum Zurücksetzen des Passworts. Öffne den Link aus der E-Mail oder fordere einen neuen an.',
  'newPassword.invalidToken': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  'newPassword.requestNew': 'Neuen Link senden',

  'emailVerify.title': 'Sieh in deinem Posteingang nach',
  'emailVerify.intro':
    'Wir haben dir eine E-Mail mit einem Link zur Bestätigung deiner Adresse geschickt. Öffne ihn, um die Einrichtung deines Kontos abzuschließen.',
  'emailVerify.sentTo':
    'Wir haben eine E-Mail an {{email}} geschickt, mit einem Link zur Bestätigung deiner Adresse. Öffne ihn, um die Einrichtung deines Kontos abzuschließen.',
  'emailVerify.resend': 'E-Mail erneut senden',
  'emailVerify.resending': 'Wird gesendet…',
  'emailVerify.resent': 'Eine neue Bestätigungs-E-Mail ist an {{email}} unterwegs.',
  'emailVerify.continue': 'Weiter',

  'confirmation.title': 'E-Mail-Bestätigung',
  'confirmation.confirming': 'Deine E-Mail-Adresse wird bestätigt…',
  'confirmation.confirmed': 'Deine E-Mail-Adresse ist bestätigt. Vielen Dank!',
  'confirmation.failed': 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  'confirmation.missingToken': 'Für diese Seite brauchst du den Link aus der Bestätigungs-E-Mail.',
  'confirmation.sendNew': 'Neue Bestätigungs-E-Mail senden',
  'confirmation.toLobby': 'Zur Lobby',

  'limitConfirmation.title': 'Limit-Bestätigung',
  'limitConfirmation.confirming': 'Die Änderung deines Limits wird bestätigt…',
  'limitConfirmation.confirmed': 'Die Änderung deines Limits ist bestätigt und gilt ab sofort.',
  'limitConfirmation.failed': 'Dieser Limit-Link ist ungültig, bereits verwendet oder nicht mehr ausstehend.',
  'limitConfirmation.missingToken': 'Diese Seite braucht den Link aus der Limit-E-Mail.',
  'limitConfirmation.toLimits': 'Zu deinen Limits',

  'profile.title': 'Dein Profil',
  'profile.sections': 'Profilbereiche',
  'profile.details': 'Kontodaten',
  'profile.notSet': 'Nicht angegeben',
  'profile.editDetails': 'Persönliche Angaben bearbeiten',
  'profile.unconfirmed': 'Deine E-Mail-Adresse ist noch nicht bestätigt.',

  'security.changePassword': 'Passwort ändern',
  'security.changePasswordSubmit': 'Passwort ändern',
  'security.changingPassword': 'Wird geändert…',
  'security.passwordChanged': 'Dein Passwort wurde geändert.',
  'security.twoFactor': 'Zwei-Faktor-Anmeldung',
  'security.twoFactorOn': 'Ein: Bei der Anmeldung wird ein Code aus deiner Authenticator-App abgefragt.',
  'security.twoFactorOff': 'Aus: Bei der Anmeldung wird nur dein Passwort abgefragt.',
  'security.enable': 'Zwei-Faktor-Anmeldung einschalten',
  'security.scanIntro':
    'Scanne den QR-Code mit einer Authenticator-App und gib dann den 6-stelligen Code ein, den sie anzeigt.',
  'security.qrAlt': 'QR-Code, um das Casino zu deiner Authenticator-App hinzuzufügen',
  'security.manualKey': 'Oder gib diesen Schlüssel in der App ein:',
  'security.code': 'Authentifizierungscode',
  'security.codeHint': '6 Ziffern aus deiner Authenticator-App',
  'security.codeFormat': 'Gib die 6 Ziffern des Codes ein.',
  'security.confirmEnable': 'Einschalten',
  'security.enabled': 'Die Zwei-Faktor-Anmeldung ist jetzt eingeschaltet.',
  'security.disableIntro': 'Gib zum Ausschalten einen aktuellen Code aus deiner Authenticator-App ein.',
  'security.disable': 'Zwei-Faktor-Anmeldung ausschalten',
  'security.disabled': 'Die Zwei-Faktor-Anmeldung ist jetzt ausgeschaltet.',
};

export default de;
