/** English strings of the `tournaments` namespace; every other language file has exactly these keys. */
const en = {
  'tournaments.load_failed': 'The tournaments could not be loaded.',
};

/** The `tournaments` namespace's keys and their texts. */
export type TournamentMessages = Readonly<Record<keyof typeof en, string>>;

export default en satisfies TournamentMessages;
