import type { GameLauncherMessages } from './en';

/** Norwegian strings of the `game-launcher` namespace. */
const no: GameLauncherMessages = {
  'game_launcher.provider': 'fra {{provider}}',
  'game_launcher.load_failed': 'Spillet kunne ikke lastes inn.',
  'game_launcher.not_found.title': 'Fant ikke dette spillet',
  'game_launcher.not_found.text': 'Det kan være fjernet, eller adressen er feil.',
  'game_launcher.back_to_lobby': 'Tilbake til spillene',
  'game_launcher.mode.label': 'Spillmodus',
  'game_launcher.mode.real': 'Ekte penger',
  'game_launcher.mode.demo': 'Demo',
  'game_launcher.fullscreen.enter': 'Fullskjerm',
  'game_launcher.fullscreen.exit': 'Avslutt fullskjerm',
  'game_launcher.favourite': 'Favoritt',
  'game_launcher.favourite_failed': 'Favorittene dine kunne ikke oppdateres. Prøv igjen.',
  'game_launcher.play_real': 'Spill med ekte penger',
  'game_launcher.play_demo': 'Spill demoen',
  'game_launcher.demo_unavailable.title': 'Ingen demo for dette spillet',
  'game_launcher.demo_unavailable.text': '{{game}} kan bare spilles med ekte penger.',
  'game_launcher.registration.title': 'Opprett en konto for å spille med ekte penger',
  'game_launcher.registration.text': 'Registrer deg for å spille {{game}} med ekte penger. Demoen krever ingen konto.',
  'game_launcher.registration.sign_up': 'Opprett konto',
  'game_launcher.currency.title': 'Ikke tilgjengelig i din valuta',
  'game_launcher.currency.text': '{{game}} kan ikke spilles med {{currency}}-lommeboken din.',
  'game_launcher.limit.title': 'Spill med ekte penger er satt på pause',
  'game_launcher.limit.text': 'En av grensene dine for ansvarlig spill er nådd.',
  'game_launcher.limit.see_limits': 'Se grensene dine',
  'game_launcher.details.intro': 'Før du spiller {{game}}, må du fylle ut personopplysningene dine.',
  'game_launcher.frame.label': 'Spill',
};

export default no;
