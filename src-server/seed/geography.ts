/**
 * The 14 regions of Uzbekistan with their SOATO codes, plate codes and the coordinates of their
 * centres, and a handful of real districts each. Russian names are given as Russian spells
 * them; Uzbek Cyrillic comes from the Latin by transliteration.
 */
export interface DistrictSeed {
  /** Uzbek Latin name with its kind ("… tumani" / "… shahri"). */
  oz: string;
  ru: string;
}

export interface RegionSeed {
  soato: string;
  oz: string;
  uz: string;
  ru: string;
  lat: number;
  lng: number;
  vehicleCode: string;
  /** The regional centre's name, for addresses and office names. */
  centre: string;
  districts: readonly DistrictSeed[];
}

const d = (oz: string, ru: string): DistrictSeed => ({ oz, ru });

export const REGIONS: readonly RegionSeed[] = [
  {
    soato: '1726',
    oz: 'Toshkent shahri',
    uz: 'Тошкент шаҳри',
    ru: 'город Ташкент',
    lat: 41.2995,
    lng: 69.2401,
    vehicleCode: '01',
    centre: 'Toshkent',
    districts: [
      d('Yunusobod tumani', 'Юнусабадский район'),
      d('Chilonzor tumani', 'Чиланзарский район'),
      d('Mirzo Ulug‘bek tumani', 'Мирзо-Улугбекский район'),
      d('Yakkasaroy tumani', 'Яккасарайский район'),
      d('Shayxontohur tumani', 'Шайхантахурский район'),
      d('Mirobod tumani', 'Мирабадский район'),
      d('Olmazor tumani', 'Алмазарский район'),
      d('Sergeli tumani', 'Сергелийский район'),
      d('Uchtepa tumani', 'Учтепинский район'),
      d('Yashnobod tumani', 'Яшнабадский район'),
      d('Bektemir tumani', 'Бектемирский район'),
      d('Yangihayot tumani', 'Янгихаётский район'),
    ],
  },
  {
    soato: '1727',
    oz: 'Toshkent viloyati',
    uz: 'Тошкент вилояти',
    ru: 'Ташкентская область',
    lat: 41.0439,
    lng: 69.3586,
    vehicleCode: '10',
    centre: 'Nurafshon',
    districts: [
      d('Nurafshon shahri', 'город Нурафшан'),
      d('Chirchiq shahri', 'город Чирчик'),
      d('Angren shahri', 'город Ангрен'),
      d('Zangiota tumani', 'Зангиатинский район'),
      d('Qibray tumani', 'Кибрайский район'),
      d('Bo‘stonliq tumani', 'Бостанлыкский район'),
    ],
  },
  {
    soato: '1703',
    oz: 'Andijon viloyati',
    uz: 'Андижон вилояти',
    ru: 'Андижанская область',
    lat: 40.7821,
    lng: 72.3442,
    vehicleCode: '60',
    centre: 'Andijon',
    districts: [
      d('Andijon shahri', 'город Андижан'),
      d('Asaka tumani', 'Асакинский район'),
      d('Xonobod shahri', 'город Ханабад'),
      d('Shahrixon tumani', 'Шахриханский район'),
    ],
  },
  {
    soato: '1706',
    oz: 'Buxoro viloyati',
    uz: 'Бухоро вилояти',
    ru: 'Бухарская область',
    lat: 39.7681,
    lng: 64.4556,
    vehicleCode: '80',
    centre: 'Buxoro',
    districts: [
      d('Buxoro shahri', 'город Бухара'),
      d('Kogon shahri', 'город Каган'),
      d('G‘ijduvon tumani', 'Гиждуванский район'),
      d('Vobkent tumani', 'Вабкентский район'),
    ],
  },
  {
    soato: '1730',
    oz: 'Farg‘ona viloyati',
    uz: 'Фарғона вилояти',
    ru: 'Ферганская область',
    lat: 40.3864,
    lng: 71.7864,
    vehicleCode: '40',
    centre: 'Farg‘ona',
    districts: [
      d('Farg‘ona shahri', 'город Фергана'),
      d('Marg‘ilon shahri', 'город Маргилан'),
      d('Qo‘qon shahri', 'город Коканд'),
      d('Quvasoy shahri', 'город Кувасай'),
      d('Rishton tumani', 'Риштанский район'),
    ],
  },
  {
    soato: '1708',
    oz: 'Jizzax viloyati',
    uz: 'Жиззах вилояти',
    ru: 'Джизакская область',
    lat: 40.1158,
    lng: 67.8422,
    vehicleCode: '25',
    centre: 'Jizzax',
    districts: [d('Jizzax shahri', 'город Джизак'), d('Zomin tumani', 'Зааминский район'), d('G‘allaorol tumani', 'Галляаральский район')],
  },
  {
    soato: '1733',
    oz: 'Xorazm viloyati',
    uz: 'Хоразм вилояти',
    ru: 'Хорезмская область',
    lat: 41.5506,
    lng: 60.6317,
    vehicleCode: '90',
    centre: 'Urganch',
    districts: [
      d('Urganch shahri', 'город Ургенч'),
      d('Xiva shahri', 'город Хива'),
      d('Xazorasp tumani', 'Хазараспский район'),
      d('Gurlan tumani', 'Гурленский район'),
    ],
  },
  {
    soato: '1714',
    oz: 'Namangan viloyati',
    uz: 'Наманган вилояти',
    ru: 'Наманганская область',
    lat: 40.9983,
    lng: 71.6726,
    vehicleCode: '50',
    centre: 'Namangan',
    districts: [
      d('Namangan shahri', 'город Наманган'),
      d('Chust tumani', 'Чустский район'),
      d('Kosonsoy tumani', 'Касансайский район'),
      d('Uchqo‘rg‘on tumani', 'Учкурганский район'),
    ],
  },
  {
    soato: '1712',
    oz: 'Navoiy viloyati',
    uz: 'Навоий вилояти',
    ru: 'Навоийская область',
    lat: 40.0844,
    lng: 65.3792,
    vehicleCode: '85',
    centre: 'Navoiy',
    districts: [d('Navoiy shahri', 'город Навои'), d('Zarafshon shahri', 'город Зарафшан'), d('Karmana tumani', 'Карманинский район')],
  },
  {
    soato: '1710',
    oz: 'Qashqadaryo viloyati',
    uz: 'Қашқадарё вилояти',
    ru: 'Кашкадарьинская область',
    lat: 38.8606,
    lng: 65.7891,
    vehicleCode: '70',
    centre: 'Qarshi',
    districts: [
      d('Qarshi shahri', 'город Карши'),
      d('Shahrisabz shahri', 'город Шахрисабз'),
      d('Kitob tumani', 'Китабский район'),
      d('G‘uzor tumani', 'Гузарский район'),
    ],
  },
  {
    soato: '1718',
    oz: 'Samarqand viloyati',
    uz: 'Самарқанд вилояти',
    ru: 'Самаркандская область',
    lat: 39.6542,
    lng: 66.9597,
    vehicleCode: '30',
    centre: 'Samarqand',
    districts: [
      d('Samarqand shahri', 'город Самарканд'),
      d('Kattaqo‘rg‘on shahri', 'город Каттакурган'),
      d('Urgut tumani', 'Ургутский район'),
      d('Pastdarg‘om tumani', 'Пастдаргомский район'),
      d('Jomboy tumani', 'Джамбайский район'),
    ],
  },
  {
    soato: '1724',
    oz: 'Sirdaryo viloyati',
    uz: 'Сирдарё вилояти',
    ru: 'Сырдарьинская область',
    lat: 40.4897,
    lng: 68.7842,
    vehicleCode: '20',
    centre: 'Guliston',
    districts: [d('Guliston shahri', 'город Гулистан'), d('Yangiyer shahri', 'город Янгиер'), d('Sirdaryo tumani', 'Сырдарьинский район')],
  },
  {
    soato: '1722',
    oz: 'Surxondaryo viloyati',
    uz: 'Сурхондарё вилояти',
    ru: 'Сурхандарьинская область',
    lat: 37.2242,
    lng: 67.2783,
    vehicleCode: '75',
    centre: 'Termiz',
    districts: [
      d('Termiz shahri', 'город Термез'),
      d('Denov tumani', 'Денауский район'),
      d('Sherobod tumani', 'Шерабадский район'),
      d('Sho‘rchi tumani', 'Шурчинский район'),
    ],
  },
  {
    soato: '1735',
    oz: 'Qoraqalpog‘iston Respublikasi',
    uz: 'Қорақалпоғистон Республикаси',
    ru: 'Республика Каракалпакстан',
    lat: 42.4531,
    lng: 59.6103,
    vehicleCode: '95',
    centre: 'Nukus',
    districts: [
      d('Nukus shahri', 'город Нукус'),
      d('Beruniy tumani', 'Берунийский район'),
      d('Qo‘ng‘irot tumani', 'Кунградский район'),
      d('Xo‘jayli tumani', 'Ходжейлийский район'),
    ],
  },
];

export const STREETS = [
  'Amir Temur',
  'Alisher Navoiy',
  'Mustaqillik',
  'Bobur',
  'Mirzo Ulug‘bek',
  'Shota Rustaveli',
  'Oybek',
  'Buyuk Ipak Yo‘li',
  'Bunyodkor',
  'Bog‘ishamol',
  'Chinobod',
  'Istiqlol',
  'Navro‘z',
  'Mashrab',
  'Furqat',
  'Muqimiy',
  'Fitrat',
  'Cho‘lpon',
  'Abdulla Qodiriy',
  'Zahiriddin',
  'Yangi Hayot',
  'Do‘stlik',
  'Gulbahor',
  'Paxtakor',
] as const;
