import type { SiteMessages } from './en';

/** Italian strings of the `site` namespace. */
const it: SiteMessages = {
  'site.name': 'Reference Casino',
  'site.pageTitle': '{{page}} · {{site}}',
  'shell.skipToContent': 'Vai al contenuto',
  'common.loading': 'Caricamento…',
  'common.retry': 'Riprova',
  'common.cancel': 'Annulla',
  'start.failed': 'Impossibile raggiungere il casinò.',
  'start.failedHint': 'Controlla la connessione e riprova.',
  'dialog.close': 'Chiudi',
  'errors.title': 'Non è andata a buon fine.',
  'errors.network': 'Nessuna connessione con il casinò. Controlla la connessione e riprova.',
  'errors.unexpected': 'Si è verificato un errore. Riprova.',

  'header.signIn': 'Accedi',
  'header.signUp': 'Registrati',
  'header.signOut': 'Esci',
  'header.level': 'Livello: {{level}}',
  'header.balance': 'Saldo',
  'header.deposit': 'Deposita',
  'language.label': 'Lingua',
  'nav.main': 'Menu principale',
  'nav.bottomBar': 'Collegamenti rapidi',
  'nav.lobby': 'Lobby',
  'nav.menu': 'Menu',
  'nav.profile': 'Profilo',
  'nav.security': 'Sicurezza',
  'nav.personalDetails': 'Dati personali',
  'nav.limits': 'Limiti',

  'footer.licence.CW': 'Questo casinò opera con una licenza di gioco rilasciata a Curaçao.',
  'footer.licence.EE':
    'Questo casinò opera con una licenza di gioco rilasciata dall’Agenzia estone delle entrate e delle dogane.',
  'footer.responsible':
    'Il gioco può creare dipendenza. Gioca responsabilmente. Possono giocare solo i maggiori di {{age}} anni.',
  'footer.copyright': '© {{year}} Reference Casino. Tutti i diritti riservati.',

  'lobby.pageTitle': 'Lobby',
  'lobby.title': 'Benvenuto al casinò',
  'lobby.guestIntro': 'Crea un account o accedi per vedere il tuo saldo e gestire il tuo profilo.',
  'lobby.welcomeBack': 'Bentornato, {{name}}',
  'lobby.playerIntro':
    'Il tuo saldo è nell’intestazione. I tuoi dati e le impostazioni di sicurezza sono nel tuo profilo.',
  'lobby.createAccount': 'Crea un account',
  'lobby.toProfile': 'Vai al tuo profilo',
  'lobby.responsible':
    'Stabilisci dei limiti, fai delle pause e gioca solo con denaro che puoi permetterti di perdere.',

  'notFound.title': 'Pagina non trovata',
  'notFound.text':
    'A questo indirizzo non c’è nessuna pagina. Potrebbe essere stata spostata o il link potrebbe essere errato.',
  'notFound.toLobby': 'Torna alla lobby',

  'popup.signIn': 'Accedi',
  'popup.signUp': 'Crea un account',
  'popup.cashbox': 'Cassa',

  'notice.region': 'Notifiche',
  'notice.dismiss': 'Chiudi',
  'notice.depositCanceled': 'Il tuo deposito di {{amount}} è stato annullato.',
  'notice.depositDeclined': 'Il tuo deposito di {{amount}} è stato rifiutato.',
  'notice.depositAgain': 'Deposita di nuovo',
  'notice.withdrawalRejected': 'Il tuo prelievo di {{amount}} è stato respinto. Il denaro è tornato nel tuo saldo.',
  'notice.seeHistory': 'Vedi i tuoi pagamenti',
  'notice.limitTitle': 'Limite raggiunto',
  'notice.seeLimits': 'Vedi i tuoi limiti',
  'notice.period.daily': 'al giorno',
  'notice.period.weekly': 'a settimana',
  'notice.period.monthly': 'al mese',
  'notice.furtherNotice': 'nuovo avviso',
  'notice.limit.deposit':
    'Hai esaurito il tuo limite di deposito di {{amount}} {{period}}. Potrai depositare di nuovo dal {{until}}.',
  'notice.limit.loss':
    'Hai raggiunto il tuo limite di perdita di {{amount}} {{period}}. Il gioco è sospeso fino al {{until}}.',
  'notice.limit.wager':
    'Hai raggiunto il tuo limite di puntata di {{amount}} {{period}}. Il gioco è sospeso fino al {{until}}.',
  'notice.limit.session': 'Hai esaurito il tuo tempo di gioco di {{minutes}} minuti {{period}}.',
  'notice.limit.cooling_off': 'La tua pausa di riflessione è attiva fino al {{until}}: depositi e gioco sono bloccati.',
  'notice.limit.self_exclusion': 'La tua autoesclusione è attiva fino al {{until}}: depositi e gioco sono bloccati.',

  'field.name': 'Nome',
  'field.level': 'Livello',
  'field.twoFactor': 'Accesso a due fattori',
  'field.currentPassword': 'Password attuale',
  'field.newPassword': 'Nuova password',
  'field.passwordConfirmation': 'Ripeti la nuova password',

  'remind.title': 'Reimposta la password',
  'remind.intro':
    'Inserisci l’indirizzo email del tuo account e ti invieremo un link per scegliere una nuova password.',
  'remind.submit': 'Invia il link',
  'remind.submitting': 'Invio in corso…',
  'remind.sent':
    'Se esiste un account per {{email}}, un link per scegliere una nuova password è in arrivo. Controlla la tua casella di posta.',
  'remind.backToSignIn': 'Torna all’accesso',

  'newPassword.title': 'Scegli una nuova password',
  'newPassword.submit': 'Salva la nuova password',
  'newPassword.submitting': 'Salvataggio…',
  'newPassword.done': 'La tua password è stata cambiata. Accedi con quella nuova.',
  'newPassword.signIn': 'Accedi',
  'newPassword.missingToken':
    'Questa pagina richiede il link dell’email di reimpostazione della password. Apri il link dell’email o richiedine uno nuovo.',
  'newPassword.invalidToken': 'Questo link di reimpostazione non è valido o è scaduto.',
  'newPassword.requestNew': 'Inviami un nuovo link',

  'emailVerify.title': 'Controlla la tua casella di posta',
  'emailVerify.intro':
    'Ti abbiamo inviato un’email con un link per confermare il tuo indirizzo. Aprilo per completare la creazione del tuo account.',
  'emailVerify.sentTo':
    'Abbiamo inviato un’email a {{email}} con un link per confermare il tuo indirizzo. Aprilo per completare la creazione del tuo account.',
  'emailVerify.resend': 'Invia di nuovo l’email',
  'emailVerify.resending': 'Invio in corso…',
  'emailVerify.resent': 'Una nuova email di conferma è in arrivo a {{email}}.',
  'emailVerify.continue': 'Continua',

  'confirmation.title': 'Conferma dell’email',
  'confirmation.confirming': 'Conferma del tuo indirizzo email in corso…',
  'confirmation.confirmed': 'Il tuo indirizzo email è confermato. Grazie!',
  'confirmation.failed': 'Questo link di conferma non è valido o è scaduto.',
  'confirmation.missingToken': 'Questa pagina richiede il link dell’email di conferma.',
  'confirmation.sendNew': 'Inviami una nuova email di conferma',
  'confirmation.toLobby': 'Vai alla lobby',

  'limitConfirmation.title': 'Conferma del limite',
  'limitConfirmation.confirming': 'Conferma della modifica del tuo limite…',
  'limitConfirmation.confirmed': 'La modifica del tuo limite è confermata ed è in vigore da ora.',
  'limitConfirmation.failed': 'Questo link del limite non è valido, è già stato usato o non è più in attesa.',
  'limitConfirmation.missingToken': "Questa pagina richiede il link dell'email sul limite.",
  'limitConfirmation.toLimits': 'Vai ai tuoi limiti',

  'profile.title': 'Il tuo profilo',
  'profile.sections': 'Sezioni del profilo',
  'profile.details': 'Dati dell’account',
  'profile.notSet': 'Non indicato',
  'profile.editDetails': 'Modifica i tuoi dati personali',
  'profile.unconfirmed': 'Il tuo indirizzo email non è ancora confermato.',

  'security.changePassword': 'Cambia password',
  'security.changePasswordSubmit': 'Cambia password',
  'security.changingPassword': 'Modifica in corso…',
  'security.passwordChanged': 'La tua password è stata cambiata.',
  'security.twoFactor': 'Accesso a due fattori',
  'security.twoFactorOn': 'Attivo: l’accesso richiede un codice dalla tua app di autenticazione.',
  'security.twoFactorOff': 'Disattivato: l’accesso richiede solo la tua password.',
  'security.enable': 'Attiva l’accesso a due fattori',
  'security.scanIntro':
    'Scansiona il codice QR con un’app di autenticazione, poi inserisci il codice a 6 cifre che mostra.',
  'security.qrAlt': 'Codice QR per aggiungere il casinò alla tua app di autenticazione',
  'security.manualKey': 'Oppure inserisci questa chiave nell’app:',
  'security.code': 'Codice di autenticazione',
  'security.codeHint': '6 cifre dalla tua app di autenticazione',
  'security.codeFormat': 'Inserisci le 6 cifre del codice.',
  'security.confirmEnable': 'Attiva',
  'security.enabled': 'L’accesso a due fattori è ora attivo.',
  'security.disableIntro': 'Per disattivarlo, inserisci un codice attuale dalla tua app di autenticazione.',
  'security.disable': 'Disattiva l’accesso a due fattori',
  'security.disabled': 'L’accesso a due fattori è ora disattivato.',
};

export default it;
