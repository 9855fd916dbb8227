import type { SiteMessages } from './en';

/** Norwegian (Bokmål) strings of the `site` namespace. */
const no: SiteMessages = {
  'site.name': 'Reference Casino',
  'site.pageTitle': '{{page}} · {{site}}',
  'shell.skipToContent': 'Hopp til innholdet',
  'common.loading': 'Laster…',
  'common.retry': 'Prøv igjen',
  'common.cancel': 'Avbryt',
  'start.failed': 'Får ikke kontakt med kasinoet.',
  'start.failedHint': 'Sjekk tilkoblingen din, og prøv igjen.',
  'dialog.close': 'Lukk',
  'errors.title': 'Det gikk ikke.',
  'errors.network': 'Ingen forbindelse med kasinoet. Sjekk tilkoblingen din og prøv igjen.',
  'errors.unexpected': 'Noe gikk galt. Prøv igjen.',

  'header.signIn': 'Logg inn',
  'header.signUp': 'Registrer deg',
  'header.signOut': 'Logg ut',
  'header.level': 'Nivå: {{level}}',
  'header.balance': 'Saldo',
  'language.label': 'Språk',
  'nav.main': 'Hovedmeny',
  'nav.bottomBar': 'Snarveier',
  'nav.lobby': 'Lobby',
  'nav.menu': 'Meny',
  'nav.profile': 'Profil',
  'nav.security': 'Sikkerhet',
  'nav.personalDetails': 'Personopplysninger',
  'nav.limits': 'Grenser',

  'footer.licence.CW': 'Dette kasinoet drives under en spillisens utstedt på Curaçao.',
  'footer.licence.EE': 'Dette kasinoet drives under en spillisens utstedt av den estiske skatte- og tollmyndigheten.',
  'footer.responsible':
    'Pengespill kan være avhengighetsskapende. Spill ansvarlig. Bare spillere som har fylt {{age}} år, kan spille.',
  'footer.copyright': '© {{year}} Reference Casino. Med enerett.',

  'lobby.pageTitle': 'Lobby',
  'lobby.title': 'Velkommen til kasinoet',
  'lobby.guestIntro': 'Opprett en konto eller logg inn for å se saldoen din og administrere profilen din.',
  'lobby.welcomeBack': 'Velkommen tilbake, {{name}}',
  'lobby.playerIntro':
    'Saldoen din står øverst på siden. Opplysningene og sikkerhetsinnstillingene dine finner du i profilen.',
  'lobby.createAccount': 'Opprett en konto',
  'lobby.toProfile': 'Gå til profilen din',
  'lobby.responsible': 'Sett grenser, ta pauser, og spill bare for penger du har råd til å tape.',

  'notFound.title': 'Fant ikke siden',
  'notFound.text': 'Det finnes ingen side på denne adressen. Den kan ha blitt flyttet, eller lenken kan være feil.',
  'notFound.toLobby': 'Tilbake til lobbyen',

  'popup.signIn': 'Logg inn',
  'popup.signUp': 'Opprett en konto',

  'field.name': 'Navn',
  'field.level': 'Nivå',
  'field.twoFactor': 'Tofaktorinnlogging',
  'field.currentPassword': 'Nåværende passord',
  'field.newPassword': 'Nytt passord',
  'field.passwordConfirmation': 'Gjenta det nye passordet',

  'remind.title': 'Tilbakestill passordet',
  'remind.intro': 'Skriv inn e-postadressen til kontoen din, så sender vi deg en lenke for å velge et nytt passord.',
  'remind.submit': 'Send lenken',
  'remind.submitting': 'Sender…',
  'remind.sent':
    'Hvis det finnes en konto for {{email}}, er en lenke for å velge nytt passord på vei. Sjekk innboksen din.',
  'remind.backToSignIn': 'Tilbake til innlogging',

  'newPassword.title': 'Velg et nytt passord',
  'newPassword.submit': 'Lagre det nye passordet',
  'newPassword.submitting': 'Lagrer…',
  'newPassword.done': 'Passordet ditt er endret. Logg inn med det nye passordet.',
  'newPassword.signIn': 'Logg inn',
  'newPassword.missingToken':
    'Denne siden trenger lenken fra e-posten om tilbakestilling av passord. Åpne lenken fra e-posten, eller be om en ny.',
  'newPassword.invalidToken': 'Denne lenken for tilbakestilling er ugyldig eller utløpt.',
  'newPassword.requestNew': 'Send meg en ny lenke',

  'emailVerify.title': 'Sjekk innboksen din',
  'emailVerify.intro':
    'Vi har sendt deg en e-post med en lenke for å bekrefte adressen din. Åpne den for å fullføre opprettelsen av kontoen.',
  'emailVerify.sentTo':
    'Vi har sendt en e-post til {{email}} med en lenke for å bekrefte adressen din. Åpne den for å fullføre opprettelsen av kontoen.',
  'emailVerify.resend': 'Send e-posten på nytt',
  'emailVerify.resending': 'Sender…',
  'emailVerify.resent': 'En ny bekreftelses-e-post er på vei til {{email}}.',
  'emailVerify.continue': 'Fortsett',

  'confirmation.title': 'Bekreftelse av e-post',
  'confirmation.confirming': 'Bekrefter e-postadressen din…',
  'confirmation.confirmed': 'E-postadressen din er bekreftet. Takk!',
  'confirmation.failed': 'Denne bekreftelseslenken er ugyldig eller utløpt.',
  'confirmation.missingToken': 'Denne siden trenger lenken fra bekreftelses-e-posten.',
  'confirmation.sendNew': 'Send meg en ny bekreftelses-e-post',
  'confirmation.toLobby': 'Gå til lobbyen',

  'limitConfirmation.title': 'Bekreftelse av grense',
  'limitConfirmation.confirming': 'Bekrefter endringen av grensen din…',
  'limitConfirmation.confirmed': 'Endringen av grensen din er bekreftet og gjelder nå.',
  'limitConfirmation.failed': 'Denne grenselenken er ugyldig, brukt eller venter ikke lenger.',
  'limitConfirmation.missingToken': 'Denne siden trenger lenken fra e-posten om grensen.',
  'limitConfirmation.toLimits': 'Gå til grensene dine',

  'profile.title': 'Profilen din',
  'profile.sections': 'Deler av profilen',
  'profile.details': 'Kontoopplysninger',
  'profile.notSet': 'Ikke angitt',
  'profile.editDetails': 'Endre personopplysningene dine',
  'profile.unconfirmed': 'E-postadressen din er ikke bekreftet ennå.',

  'security.changePassword': 'Endre passord',
  'security.changePasswordSubmit': 'Endre passord',
  'security.changingPassword': 'Endrer…',
  'security.passwordChanged': 'Passordet ditt er endret.',
  'security.twoFactor': 'Tofaktorinnlogging',
  'security.twoFactorOn': 'På: Innloggingen ber om en kode fra autentiseringsappen din.',
  'security.twoFactorOff': 'Av: Innloggingen ber bare om passordet ditt.',
  'security.enable': 'Slå på tofaktorinnlogging',
  'security.scanIntro': 'Skann QR-koden med en autentiseringsapp, og skriv inn den sekssifrede koden den viser.',
  'security.qrAlt': 'QR-kode for å legge til kasinoet i autentiseringsappen din',
  'security.manualKey': 'Eller skriv inn denne nøkkelen i appen:',
  'security.code': 'Autentiseringskode',
  'security.codeHint': '6 sifre fra autentiseringsappen din',
  'security.codeFormat': 'Skriv inn de 6 sifrene i koden.',
  'security.confirmEnable': 'Slå på',
  'security.enabled': 'Tofaktorinnlogging er nå slått på.',
  'security.disableIntro': 'For å slå den av, skriv inn en gjeldende kode fra autentiseringsappen din.',
  'security.disable': 'Slå av tofaktorinnlogging',
  'security.disabled': 'Tofaktorinnlogging er nå slått av.',
};

export default no;
