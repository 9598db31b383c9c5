/** Common Turkish given names and surnames for the demo tenant's people (no external data). */
export const FEMALE_NAMES = (
  'Ayşe Fatma Emine Hatice Zeynep Elif Merve Büşra Esra Özlem Selin Ebru Gamze Gizem Hülya ' +
  'İrem Kübra Melek Nur Pınar Seda Sibel Şeyma Tuğba Yasemin Derya Çiğdem Gül Aslı Damla'
).split(' ');

export const MALE_NAMES = (
  'Mehmet Mustafa Ahmet Ali Hüseyin Hasan İbrahim İsmail Osman Yusuf Murat Ömer Emre Burak ' +
  'Can Cem Eren Furkan Gökhan Hakan Kerem Onur Serkan Tolga Uğur Volkan Yiğit Barış Çağlar ' +
  'Deniz'
).split(' ');

export const SURNAMES = (
  'Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç ' +
  'Aslan Çetin Kara Koç Kurt Özkan Şimşek Polat Korkmaz Karataş Erdoğan Güneş Aktaş Bulut ' +
  'Keskin Ünal Acar Tekin Aksoy Işık Uçar Bozkurt Güler Kaplan Turan Avcı Sarı'
).split(' ');

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u' };

/** 'Çağlar Işık' → 'caglar.isik': for demo email addresses. */
export function asciiSlug(...parts: string[]): string {
  return parts
    .map((p) =>
      p
        .toLocaleLowerCase('tr')
        .replace(/[çğıiöşü]/g, (c) => ASCII[c] ?? c)
        .replace(/[^a-z0-9]/g, ''),
    )
    .join('.');
}

/** A small deterministic generator (mulberry32): the same demo data on every machine. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('');
  return { next, int, pick, digits };
}

/** A national identity number that passes the Turkish checksum (11 digits, first not 0). */
export function nationalIdentityNumber(random: ReturnType<typeof randomSource>): string {
  const d = [random.int(1, 9), ...Array.from({ length: 8 }, () => random.int(0, 9))];
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return [...d, tenth, eleventh].join('');
}
