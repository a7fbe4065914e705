/** Uzbek given names and family names in Latin script, as the civil registry spells them. */
export const MALE_NAMES = [
  'Alisher', 'Bobur', 'Jasur', 'Sherzod', 'Otabek', 'Rustam', 'Akmal', 'Aziz', 'Bekzod', 'Dilshod',
  'Eldor', 'Farrux', 'G‘ayrat', 'Ilhom', 'Javlon', 'Kamol', 'Laziz', 'Mirjalol', 'Nodir', 'Odil',
  'Po‘lat', 'Ravshan', 'Sardor', 'Temur', 'Ulug‘bek', 'Umid', 'Xurshid', 'Yusuf', 'Zafar', 'Shoxrux',
  'Abdulla', 'Botir', 'Doniyor', 'Elyor', 'Husan', 'Islom', 'Jamshid', 'Komil', 'Mansur', 'Nurbek',
  'Oybek', 'Qodir', 'Sanjar', 'Tohir', 'Anvar', 'Baxtiyor', 'Davron', 'Fazliddin', 'Hamid', 'Ibrohim',
] as const;

export const FEMALE_NAMES = [
  'Dilnoza', 'Gulnora', 'Madina', 'Malika', 'Nilufar', 'Shahnoza', 'Zarina', 'Feruza', 'Kamola', 'Mohira',
  'Nodira', 'Sevara', 'Umida', 'Yulduz', 'Zulfiya', 'Dildora', 'Gulchehra', 'Laylo', 'Munisa', 'Sabina',
  'Aziza', 'Barno', 'Dilfuza', 'Durdona', 'Go‘zal', 'Hilola', 'Iroda', 'Lobar', 'Mahliyo', 'Nargiza',
  'Nasiba', 'Oydin', 'Ra’no', 'Sayyora', 'Shoira', 'Tamara', 'Vazira', 'Xurshida', 'Zilola', 'Maftuna',
] as const;

/** Family names in the masculine form; the feminine form adds "a" (Karimov → Karimova). */
export const SURNAMES = [
  'Karimov', 'Rahimov', 'Tursunov', 'Yusupov', 'Abdullayev', 'Ismoilov', 'Usmonov', 'Nazarov', 'Saidov', 'Mirzayev',
  'Qodirov', 'Xolmatov', 'Ergashev', 'Jo‘rayev', 'Sultonov', 'Alimov', 'Hasanov', 'Toshmatov', 'Rasulov', 'Umarov',
  'Azimov', 'Boboyev', 'Davletov', 'Fayzullayev', 'G‘aniyev', 'Haydarov', 'Islomov', 'Jalilov', 'Komilov', 'Latipov',
  'Mahmudov', 'Normatov', 'Olimov', 'Po‘latov', 'Qurbonov', 'Raximov', 'Salimov', 'Tojiyev', 'Valiyev', 'Xudoyberdiyev',
  'Yo‘ldoshev', 'Zokirov', 'Aminov', 'Bakirov', 'Sobirov', 'Eshonqulov', 'Musayev', 'Nurmatov', 'Safarov', 'Shukurov',
] as const;

export type Gender = 'male' | 'female';

export function surnameFor(surname: string, gender: Gender): string {
  return gender === 'female' ? `${surname}a` : surname;
}

/** Uzbek patronymic: the father's given name with "o‘g‘li" (son of) or "qizi" (daughter of). */
export function patronymicFor(fatherName: string, gender: Gender): string {
  return `${fatherName} ${gender === 'male' ? 'o‘g‘li' : 'qizi'}`;
}
