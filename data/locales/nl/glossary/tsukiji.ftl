# Tsukiji: de termen van de Nederlandse spelregels, letterlijk zoals ze daar gedrukt staan
# (/work/shared/rules/002_27567299bc12206d.txt).
# - Producten: SPELMATERIAAL › PRODUCTKAARTEN: Garnalen (Ebi), Schaaldieren (Hotategai),
#   Zalm (Sake), Inktvis (Tako), Kogelvis (Fugu), Tonijn (Maguro). De berichten zetten de
#   Japanse naam erachter tussen haakjes, zoals de spelregels dat doen (tsukiji-product-*).
# - Takusan: JOKERKAARTEN (TAKUSAN): "Jokerkaart", meervoud "Jokerkaarten"; kort "Joker"
#   (zo in "Joker- (Takusan)") voor knoppen.
# - Yakuza: YAKUZA-KAARTEN: "Yakuza", de kaart "Yakuza-kaart", meervoud "Yakuza-kaarten".
# - Lot: A) AANBOD / D) AANKOOP: "lot", meervoud "loten" (klein geschreven, zoals gedrukt).
# - Ticket: EVALUATIE TICKETS: "Evaluatieticket(s)"; kort "ticket(s)", zoals de regels zelf
#   ook schrijven ("Speciale Tickets", "ticket met waarde 4"). Niet "prijskaartje": dat woord
#   staat niet in de spelregels.
# - Prijstegel: PRIJSFICHES: "Prijsfiche", meervoud "Prijsfiches" (Contant Bedrag en
#   Prijschommeling staan erop).
# - Wekker: PRIJSFICHES ("Op een van de fiches staat een wekker").
# - Markt: "markt" (zoals in "de markt van Tsukiji"); de marktbalk heet in de regels het
#   Prijsbord, de markeerstenen Productfiches: die woorden gebruiken de berichten letterlijk.
# - Startspeler: VOORBEREIDING / D) AANKOOP: "startspeler"; met hoofdletter "Startspeler"
#   (zo in "Startspelerfiche") aan het begin van een zin.
# Elke variant hieronder staat letterlijk in die spelregels.
-tsukiji-ebi = Garnalen
-tsukiji-hotategai = Schaaldieren
-tsukiji-sake = Zalm
-tsukiji-tako = Inktvis
-tsukiji-fugu = Kogelvis
-tsukiji-maguro = Tonijn
-tsukiji-takusan =
    { $vorm ->
       *[enkel] Jokerkaart
        [meer] Jokerkaarten
        [kort] Joker
    }
-tsukiji-yakuza =
    { $vorm ->
       *[naam] Yakuza
        [kaart] Yakuza-kaart
        [kaarten] Yakuza-kaarten
    }
-tsukiji-lot =
    { $vorm ->
       *[enkel] lot
        [meer] loten
    }
-tsukiji-ticket =
    { $vorm ->
       *[enkel] Evaluatieticket
        [meer] Evaluatietickets
        [kort] ticket
        [kortmeer] tickets
        [kortmeerhoofd] Tickets
    }
-tsukiji-price-tile =
    { $vorm ->
       *[enkel] Prijsfiche
        [meer] Prijsfiches
    }
-tsukiji-alarm-clock = wekker
-tsukiji-market = markt
-tsukiji-start-player =
    { $vorm ->
       *[klein] startspeler
        [hoofd] Startspeler
    }
