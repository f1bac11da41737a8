/**
 * The hub panel's warnings (`tournament.hubWarn.*`): a table whose hub copy was repaired when opened,
 * cannot be written, or whose match won on the hub could not be entered as its result. French
 * (default), Basque, Spanish, English; what was found is the journal's notice or the error's
 * sentence (`hub-warnings.ts`). Registered at module load.
 */
import { registerTexts } from '../i18n/index.js';

registerTexts({
  fr: {
    tournament: {
      hubWarn: {
        repaired: 'Tour {{round}}, table {{table}} — copie du hub réparée à l’ouverture : {{why}}',
        unwritable: 'Tour {{round}}, table {{table}} — la copie du hub ne peut pas être écrite, les envois de cette table sont refusés : {{why}}',
        notEntered: 'Tour {{round}}, table {{table}} — la partie gagnée au hub n’a pas été saisie comme résultat, saisissez-le à la main : {{why}}',
        flagged: 'Tour {{round}}, table {{table}} — une correction de la partie est à vérifier : {{why}}',
        conflict: 'Tour {{round}}, table {{table}} — la table envoie une autre version de sa partie, le hub garde la sienne : {{why}}',
      },
    },
  },
  eu: {
    tournament: {
      hubWarn: {
        repaired: '{{round}}. itzulia, {{table}}. mahaia — hub-aren kopia konpondu da irekitzean: {{why}}',
        unwritable: '{{round}}. itzulia, {{table}}. mahaia — hub-aren kopia ezin da idatzi, mahai honen bidalketak ukatzen dira: {{why}}',
        notEntered: '{{round}}. itzulia, {{table}}. mahaia — hub-ean irabazitako partida ez da emaitza gisa sartu, sartu eskuz: {{why}}',
        flagged: '{{round}}. itzulia, {{table}}. mahaia — partidaren zuzenketa bat egiaztatzekoa da: {{why}}',
        conflict: '{{round}}. itzulia, {{table}}. mahaia — mahaiak bere partidaren beste bertsio bat bidaltzen du, hub-ak berea gordetzen du: {{why}}',
      },
    },
  },
  es: {
    tournament: {
      hubWarn: {
        repaired: 'Ronda {{round}}, mesa {{table}} — la copia del hub se reparó al abrirla: {{why}}',
        unwritable: 'Ronda {{round}}, mesa {{table}} — la copia del hub no se puede escribir, los envíos de esta mesa se rechazan: {{why}}',
        notEntered: 'Ronda {{round}}, mesa {{table}} — la partida ganada en el hub no se anotó como resultado, anótelo a mano: {{why}}',
        flagged: 'Ronda {{round}}, mesa {{table}} — una corrección de la partida está por revisar: {{why}}',
        conflict: 'Ronda {{round}}, mesa {{table}} — la mesa envía otra versión de su partida, el hub guarda la suya: {{why}}',
      },
    },
  },
  en: {
    tournament: {
      hubWarn: {
        repaired: 'Round {{round}}, table {{table}} — the hub’s copy was repaired on opening: {{why}}',
        unwritable: 'Round {{round}}, table {{table}} — the hub’s copy cannot be written, this table’s records are refused: {{why}}',
        notEntered: 'Round {{round}}, table {{table}} — the match won on the hub was not entered as the result, enter it by hand: {{why}}',
        flagged: 'Round {{round}}, table {{table}} — a correction of the match is to be checked: {{why}}',
        conflict: 'Round {{round}}, table {{table}} — the table sends another version of its match, the hub keeps its own: {{why}}',
      },
    },
  },
});
