import type { GameLauncherMessages } from './en';

/** Italian strings of the `game-launcher` namespace. */
const it: GameLauncherMessages = {
  'game_launcher.provider': 'di {{provider}}',
  'game_launcher.load_failed': 'Non è stato possibile caricare il gioco.',
  'game_launcher.not_found.title': 'Gioco non trovato',
  'game_launcher.not_found.text': 'Potrebbe essere stato rimosso, oppure l’indirizzo è sbagliato.',
  'game_launcher.back_to_lobby': 'Torna ai giochi',
  'game_launcher.mode.label': 'Modalità di gioco',
  'game_launcher.mode.real': 'Soldi veri',
  'game_launcher.mode.demo': 'Demo',
  'game_launcher.fullscreen.enter': 'Schermo intero',
  'game_launcher.fullscreen.exit': 'Esci dallo schermo intero',
  'game_launcher.favourite': 'Preferito',
  'game_launcher.favourite_failed': 'Non è stato possibile aggiornare i tuoi preferiti. Riprova.',
  'game_launcher.play_real': 'Gioca con soldi veri',
  'game_launcher.play_demo': 'Gioca alla demo',
  'game_launcher.demo_unavailable.title': 'Nessuna demo per questo gioco',
  'game_launcher.demo_unavailable.text': '{{game}} si può giocare solo con soldi veri.',
  'game_launcher.registration.title': 'Crea un account per giocare con soldi veri',
  'game_launcher.registration.text':
    'Registrati per giocare a {{game}} con soldi veri. Per la demo non serve un account.',
  'game_launcher.registration.sign_up': 'Crea un account',
  'game_launcher.currency.title': 'Non disponibile nella tua valuta',
  'game_launcher.currency.text': '{{game}} non si può giocare con il tuo portafoglio in {{currency}}.',
  'game_launcher.limit.title': 'Il gioco con soldi veri è sospeso',
  'game_launcher.limit.text': 'Hai raggiunto uno dei tuoi limiti di gioco responsabile.',
  'game_launcher.limit.see_limits': 'Vedi i tuoi limiti',
  'game_launcher.details.intro': 'Prima di giocare a {{game}}, completa i tuoi dati personali.',
  'game_launcher.frame.label': 'Gioco',
};

export default it;
