// UAE universities and colleges and the e-mail domains their students use (public facts: the
// university-domains list for the United Arab Emirates and the institutions' own published domains).
// Seeded into the institutions tables once; staff keep the list up to date from then on.
// sharedWithHomeCampus: a branch campus whose students use the home university's domain.
// legacy: domains of institutions merged into this one (kept on record, not accepted as proof).

export interface SeedInstitution {
  name: string;
  emirate: string;
  domains: string[];
  legacy?: string[];
  sharedWithHomeCampus?: boolean;
}

export const seedInstitutions: SeedInstitution[] = [
  { name: "United Arab Emirates University", emirate: "Abu Dhabi", domains: ["uaeu.ac.ae"] },
  { name: "Zayed University", emirate: "Abu Dhabi", domains: ["zu.ac.ae"] },
  { name: "Higher Colleges of Technology", emirate: "Abu Dhabi", domains: ["hct.ac.ae"] },
  {
    name: "Khalifa University of Science and Technology",
    emirate: "Abu Dhabi",
    domains: ["ku.ac.ae", "kustar.ac.ae"],
    legacy: ["pi.ac.ae", "masdar.ac.ae"],
  },
  {
    name: "Mohamed bin Zayed University of Artificial Intelligence",
    emirate: "Abu Dhabi",
    domains: ["mbzuai.ac.ae"],
  },
  {
    name: "New York University Abu Dhabi",
    emirate: "Abu Dhabi",
    domains: ["nyu.edu"],
    sharedWithHomeCampus: true,
  },
  { name: "Sorbonne University Abu Dhabi", emirate: "Abu Dhabi", domains: ["sorbonne.ae"] },
  { name: "Abu Dhabi University", emirate: "Abu Dhabi", domains: ["adu.ac.ae"] },
  { name: "Al Ain University", emirate: "Abu Dhabi", domains: ["aau.ac.ae", "alainuniversity.ac.ae"] },
  { name: "Emirates College of Technology", emirate: "Abu Dhabi", domains: ["ect.ac.ae"] },
  { name: "Emirates Canadian University College", emirate: "Umm Al Quwain", domains: ["ecuc.ac.ae"] },
  { name: "American University in Dubai", emirate: "Dubai", domains: ["aud.edu"] },
  { name: "Canadian University Dubai", emirate: "Dubai", domains: ["cud.ac.ae"] },
  { name: "University of Dubai", emirate: "Dubai", domains: ["ud.ac.ae"] },
  { name: "British University in Dubai", emirate: "Dubai", domains: ["buid.ac.ae"] },
  { name: "Hamdan Bin Mohammed Smart University", emirate: "Dubai", domains: ["hbmsu.ac.ae", "hbmeu.ac.ae"] },
  {
    name: "Mohammed Bin Rashid University of Medicine and Health Sciences",
    emirate: "Dubai",
    domains: ["mbru.ac.ae"],
  },
  { name: "Dubai Medical University", emirate: "Dubai", domains: ["dmcg.edu"] },
  { name: "Dubai Pharmacy College", emirate: "Dubai", domains: ["dpc.edu"] },
  { name: "Emirates Aviation University", emirate: "Dubai", domains: ["eau.ac.ae"] },
  { name: "Emirates Academy of Hospitality Management", emirate: "Dubai", domains: ["emiratesacademy.edu"] },
  {
    name: "Rochester Institute of Technology Dubai",
    emirate: "Dubai",
    domains: ["dubai.rit.edu", "rit.edu"],
    sharedWithHomeCampus: true,
  },
  {
    name: "Middlesex University Dubai",
    emirate: "Dubai",
    domains: ["mdx.ac.ae", "mdx.ac.uk"],
    sharedWithHomeCampus: true,
  },
  {
    name: "Heriot-Watt University Dubai",
    emirate: "Dubai",
    domains: ["hw.ac.uk"],
    sharedWithHomeCampus: true,
  },
  {
    name: "University of Birmingham Dubai",
    emirate: "Dubai",
    domains: ["birmingham.ac.uk"],
    sharedWithHomeCampus: true,
  },
  { name: "University of Wollongong in Dubai", emirate: "Dubai", domains: ["uowdubai.ac.ae"] },
  {
    name: "BITS Pilani Dubai Campus",
    emirate: "Dubai",
    domains: ["dubai.bits-pilani.ac.in"],
    sharedWithHomeCampus: true,
  },
  { name: "Manipal Academy of Higher Education Dubai", emirate: "Dubai", domains: ["manipaldubai.com"] },
  { name: "Amity University Dubai", emirate: "Dubai", domains: ["amityuniversity.ae"] },
  { name: "Curtin University Dubai", emirate: "Dubai", domains: ["curtindubai.ac.ae"] },
  { name: "Murdoch University Dubai", emirate: "Dubai", domains: ["murdochuniversitydubai.com"] },
  { name: "S P Jain School of Global Management", emirate: "Dubai", domains: ["spjain.ae"] },
  { name: "Al Ghurair University", emirate: "Dubai", domains: ["agu.ae"] },
  { name: "American College of Dubai", emirate: "Dubai", domains: ["acd.ac.ae"] },
  { name: "Jumeira University", emirate: "Dubai", domains: ["ju.ac.ae"] },
  { name: "American University of Sharjah", emirate: "Sharjah", domains: ["aus.edu"] },
  { name: "University of Sharjah", emirate: "Sharjah", domains: ["sharjah.ac.ae"] },
  { name: "Al Qasimia University", emirate: "Sharjah", domains: ["aqu.ac.ae"] },
  {
    name: "Skyline University College",
    emirate: "Sharjah",
    domains: ["skylineuniversity.ac.ae", "skylineuniversity.com"],
  },
  { name: "Ajman University", emirate: "Ajman", domains: ["ajman.ac.ae"] },
  { name: "Gulf Medical University", emirate: "Ajman", domains: ["gmu.ac.ae"] },
  { name: "City University Ajman", emirate: "Ajman", domains: ["cuca.ae"] },
  { name: "American University of Ras Al Khaimah", emirate: "Ras Al Khaimah", domains: ["aurak.ac.ae"] },
  {
    name: "RAK Medical and Health Sciences University",
    emirate: "Ras Al Khaimah",
    domains: ["rakmhsu.ac.ae", "rakmhsu.com"],
  },
  { name: "Bath Spa University Ras Al Khaimah", emirate: "Ras Al Khaimah", domains: ["bathspa.ac.ae"] },
  { name: "University of Fujairah", emirate: "Fujairah", domains: ["uof.ac.ae"] },
  { name: "American University in the Emirates", emirate: "Dubai", domains: ["aue.ae"] },
  { name: "Ittihad University", emirate: "Ras Al Khaimah", domains: ["ittihad.ac.ae"] },
  { name: "Etisalat Academy", emirate: "Sharjah", domains: ["ece.ac.ae"] },
];
