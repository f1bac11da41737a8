/**
 * The words of reading an input, in the four languages (French the default): why a file cannot be
 * read (the system's code, `ENOENT`, and what it means), an input too large (a regular file by its
 * size, a pipe or a device read up to the limit: `/dev/zero`), and the lines of standard input of
 * `settle -` (`stdin line N:`, a line too long). The English says what the command said before
 * (`read-json.ts`, `byte-lines.ts`, `commands.ts`). Each problem's code stays in its line, as written.
 */
import type { Lang, TextOf } from '../../shared/i18n/index.js';
import { namespaceT } from './labels.js';

const en = {
  cannotRead: 'cannot read: {{code}} ({{why}})',
  cannotReadOther: 'cannot read: {{message}}',
  errno: {
    ENOENT: 'no such file',
    EISDIR: 'a folder, not a file',
    EACCES: 'no permission to read it',
    EPERM: 'no permission to read it',
    ENOTDIR: 'a part of the path is not a folder',
    ELOOP: 'too many symbolic links',
    ENAMETOOLONG: 'the name is too long',
    EMFILE: 'too many files open',
    EIO: 'the disk could not be read',
  },
  inputPast: 'the input goes on past {{limit}} bytes (at most {{limit}}); a match file is a few tens of kB',
  stdinLine: 'stdin line {{n}}: {{problem}}',
  lineTooLong: 'the line has {{bytes}} bytes (at most {{limit}}); a deal record is a few kB',
};

type ReadWords = typeof en;

const fr: ReadWords = {
  cannotRead: 'lecture impossible : {{code}} ({{why}})',
  cannotReadOther: 'lecture impossible : {{message}}',
  errno: {
    ENOENT: 'ce fichier n’existe pas',
    EISDIR: 'un dossier, pas un fichier',
    EACCES: 'pas la permission de le lire',
    EPERM: 'pas la permission de le lire',
    ENOTDIR: 'une partie du chemin n’est pas un dossier',
    ELOOP: 'trop de liens symboliques',
    ENAMETOOLONG: 'le nom est trop long',
    EMFILE: 'trop de fichiers ouverts',
    EIO: 'le disque n’a pas pu être lu',
  },
  inputPast: 'l’entrée continue au-delà de {{limit}} octets (au plus {{limit}}) ; un fichier de partie fait quelques dizaines de ko',
  stdinLine: 'entrée standard, ligne {{n}} : {{problem}}',
  lineTooLong: 'la ligne a {{bytes}} octets (au plus {{limit}}) ; une donne fait quelques ko',
};

const es: ReadWords = {
  cannotRead: 'no se puede leer: {{code}} ({{why}})',
  cannotReadOther: 'no se puede leer: {{message}}',
  errno: {
    ENOENT: 'no existe ese archivo',
    EISDIR: 'una carpeta, no un archivo',
    EACCES: 'sin permiso para leerlo',
    EPERM: 'sin permiso para leerlo',
    ENOTDIR: 'una parte de la ruta no es una carpeta',
    ELOOP: 'demasiados enlaces simbólicos',
    ENAMETOOLONG: 'el nombre es demasiado largo',
    EMFILE: 'demasiados archivos abiertos',
    EIO: 'no se pudo leer el disco',
  },
  inputPast: 'la entrada sigue más allá de {{limit}} bytes (como mucho {{limit}}); un archivo de partida ocupa unas decenas de kB',
  stdinLine: 'entrada estándar, línea {{n}}: {{problem}}',
  lineTooLong: 'la línea tiene {{bytes}} bytes (como mucho {{limit}}); un reparto ocupa unos pocos kB',
};

const eu: ReadWords = {
  cannotRead: 'ezin da irakurri: {{code}} ({{why}})',
  cannotReadOther: 'ezin da irakurri: {{message}}',
  errno: {
    ENOENT: 'fitxategi hori ez dago',
    EISDIR: 'karpeta bat, ez fitxategi bat',
    EACCES: 'ez dago irakurtzeko baimenik',
    EPERM: 'ez dago irakurtzeko baimenik',
    ENOTDIR: 'bideko zati bat ez da karpeta',
    ELOOP: 'esteka sinboliko gehiegi',
    ENAMETOOLONG: 'izena luzeegia da',
    EMFILE: 'fitxategi gehiegi irekita',
    EIO: 'diskoa ezin izan da irakurri',
  },
  inputPast: 'sarrerak {{limit}} byte baino gehiago ditu (gehienez {{limit}}); partida-fitxategi batek hamarnaka kB ditu',
  stdinLine: 'sarrera estandarra, {{n}}. lerroa: {{problem}}',
  lineTooLong: 'lerroak {{bytes}} byte ditu (gehienez {{limit}}); esku batek kB gutxi batzuk ditu',
};

/** The words of reading an input, by language (`cli-texts-complete.test.ts` checks every key in each). */
export const READ_CLI_WORDS: Record<Lang, ReadWords> = { en, fr, es, eu };

/** The words of reading an input in a language (memoised). */
export const readT: (lang: Lang) => TextOf = namespaceT('read', READ_CLI_WORDS);
