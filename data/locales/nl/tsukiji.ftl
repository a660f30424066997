# tsukiji: Nederlands, met de termen van de Nederlandse spelregels (glossary/tsukiji.ftl)
# identical to English by design: game-tsukiji-name, tsukiji-final-line, tsukiji-rules-title, tsukiji-rules-maguro_value, tsukiji-draft-empty, tsukiji-pic-total, tsukiji-draft-item, tsukiji-pic-product-yakuza, tsukiji-pic-bonus_col
#   de spelnaam, en berichten met alleen namen, getallen, ¥ en tekens; tsukiji-draft-item is
#   "lot A: …", en "lot" is ook het woord van de Nederlandse spelregels; "Bonus" is ook Nederlands.

game-tsukiji-name = Tsukiji

tsukiji-product-ebi = { -tsukiji-ebi } (Ebi)
tsukiji-product-hotategai = { -tsukiji-hotategai } (Hotategai)
tsukiji-product-sake = { -tsukiji-sake } (Sake)
tsukiji-product-tako = { -tsukiji-tako } (Tako)
tsukiji-product-fugu = { -tsukiji-fugu } (Fugu)
tsukiji-product-maguro = { -tsukiji-maguro } (Maguro)
tsukiji-product-takusan = { -tsukiji-takusan(vorm: "kort") } (Takusan)
tsukiji-product-yakuza = { -tsukiji-yakuza(vorm: "kaart") }

tsukiji-ticket-normal = Normaal { -tsukiji-ticket(vorm: "kort") } { $value }
tsukiji-ticket-special = Speciaal { -tsukiji-ticket(vorm: "kort") } { $value } (eenmalig)
tsukiji-ticket-help-normal = Telt { $value } op; komt na de ronde terug
tsukiji-ticket-help-cancel = Annulatie: elke { $cancels } in het { -tsukiji-lot } telt niet; ligt er geen { $cancels }, dan telt dit { $bonus }; eenmalig
tsukiji-ticket-help-value = Telt { $value }; eenmalig
tsukiji-ticket-help-multiply = Vermenigvuldigt de andere { -tsukiji-ticket(vorm: "kortmeer") } in het { -tsukiji-lot } met { $factor }; eenmalig

tsukiji-status-round = **Ronde { $round }/{ $rounds }** · { -tsukiji-start-player }: **{ $start }**
tsukiji-status-evaluate = Evaluatie: iedereen legt gedekt één { -tsukiji-ticket(vorm: "kort") } bij elk { -tsukiji-lot }, in een volgorde naar keuze (kijk in je DM's of druk op **Mijn hand**). Wacht op: { $waiting }
tsukiji-status-buy = Aankoop: **{ $player }**, koop één { -tsukiji-lot } of pas (+¥{ $money }).
tsukiji-status-choose = **{ $player }** kiest { $what }.

tsukiji-pending-takusan = een rij voor de { -tsukiji-takusan(vorm: "kort") }
tsukiji-pending-yakuza = welke kaart de { -tsukiji-yakuza } meeneemt

tsukiji-buy = Koop { -tsukiji-lot } { $lot } · ¥{ $price }

tsukiji-pass = Passen · +¥{ $money }

tsukiji-event-bought = 🛒 **{ $player }** kocht { -tsukiji-lot } { $lot } voor ¥{ $price }.
tsukiji-event-passed = 💴 **{ $player }** paste en kreeg ¥{ $money }.
tsukiji-event-takusan = 🌈 De { -tsukiji-takusan(vorm: "kort") } van **{ $player }** gaat bij de rij { $row }.
tsukiji-event-takusan_lost = 🌈 **{ $player }** heeft geen rij voor de { -tsukiji-takusan(vorm: "kort") }, dus die wordt afgelegd.
tsukiji-event-yakuza = 🕶️ De { -tsukiji-yakuza } neemt een kaart mee uit de rij { $row } van **{ $player }**.
tsukiji-event-yakuza_nothing = 🕶️ De { -tsukiji-yakuza } vindt bij **{ $player }** niets om mee te nemen.

tsukiji-reveal = **De { -tsukiji-ticket(vorm: "kortmeer") } gaan open — ronde { $round }.** Aanpassing van de { -tsukiji-market }: { $moves }

tsukiji-final-line = { $rank }. **{ $player }** — ¥{ $score }

tsukiji-rules-title = { $game } — { $page }
tsukiji-rules-summary = Een spel op de vismarkt van Tokio voor { $low }–{ $high } spelers, in { $rounds } rondes. Je hebt een restaurant in het Tokio van vroeger. Elke ronde geef je in het geheim elk { -tsukiji-lot } vis en zeevruchten een { -tsukiji-ticket(vorm: "kort") }: de totalen bepalen de prijs van elk { -tsukiji-lot } en hoe de { -tsukiji-market } beweegt. Daarna koopt iedereen om de beurt één { -tsukiji-lot }. Koop goedkoop, drijf de waarde op van wat je verzamelt, en eindig met het meeste geld plus de waarde van je kaarten.
tsukiji-rules-components = Spelmateriaal
tsukiji-rules-components-cards-title = Kaarten
tsukiji-rules-components-cards =
    { $product_count } producten. Deze hebben een Productfiche op het Prijsbord: { $market_products }. Het laatste, { $maguro }, heeft er geen en telt als set. De **{ -tsukiji-takusan }** 🌈 telt als elk product naar keuze; de **{ -tsukiji-yakuza(vorm: "kaart") }** 🕶️ kost je een kaart. Hoeveel kaarten er meedoen, hangt af van het aantal spelers; de stapel raakt precies op:
    { $deck_lines }
tsukiji-rules-deck_line = **{ $players } spelers** · { $total } kaarten: { $each } per product, { $takusan ->
        [one] { $takusan } { -tsukiji-takusan }
       *[other] { $takusan } { -tsukiji-takusan(vorm: "meer") }
    }, { $yakuza ->
        [one] { $yakuza } { -tsukiji-yakuza(vorm: "kaart") }
       *[other] { $yakuza } { -tsukiji-yakuza(vorm: "kaarten") }
    }
tsukiji-rules-components-tiles-title = { -tsukiji-price-tile(vorm: "meer") }
tsukiji-rules-components-tiles =
    Elke ronde krijgt elk { -tsukiji-lot } één { -tsukiji-price-tile }, met het **Contant Bedrag** (wat het { -tsukiji-lot } kost) en rechtsboven de **Prijschommeling** (hoeveel vakjes het Productfiche van elke productkaart in dat { -tsukiji-lot } opschuift). Op het hoogste { -tsukiji-price-tile } staat de { -tsukiji-alarm-clock } ⏰. De { -tsukiji-price-tile(vorm: "meer") } van de ronde liggen vanaf het begin van de ronde open naast het bord (op de afbeelding van het bord en in je DM), telkens als bedrag en Prijschommeling:
    { $tile_lines }
tsukiji-rules-tile_line = **{ $players } spelers**: { $tiles }
tsukiji-rules-components-tickets-title = { -tsukiji-ticket(vorm: "meer") }
tsukiji-rules-components-tickets =
    Iedereen heeft, bij elk aantal spelers, alle { $count } { -tsukiji-ticket(vorm: "kortmeer") } van de eigen kleur. De normale { -tsukiji-ticket(vorm: "kortmeer") } { $normals } komen na elke ronde terug. De speciale gebruik je één keer, daarna worden ze afgelegd:
    { $special_lines }
tsukiji-rules-ticket-cancel = • **{ $ticket }** (Annulatie) — elke normale **{ $cancels }** in het { -tsukiji-lot } telt niet mee; ligt er geen normale { $cancels } in het { -tsukiji-lot }, dan telt { $ticket } als +{ $bonus }.
tsukiji-rules-ticket-value = • **{ $ticket }** — telt { $value }, net als een normaal { -tsukiji-ticket(vorm: "kort") }.
tsukiji-rules-ticket-multiply = • **{ $ticket }** — vermenigvuldigt de som van de andere { -tsukiji-ticket(vorm: "kortmeer") } in het { -tsukiji-lot } met { $factor }.
tsukiji-rules-components-maguro-title = Waarde van een { -tsukiji-maguro }set
tsukiji-rules-components-maguro =
    Een rij { -tsukiji-maguro } telt als één set, naar het aantal kaarten (de { -tsukiji-takusan(vorm: "meer") } erin tellen mee), niet per kaart:
    { $maguro_line }
    …enzovoort: { $maguro_more }.
tsukiji-rules-components-money-title = Geld
tsukiji-rules-components-money = De bank raakt nooit op en geeft wisselgeld. De { -tsukiji-start-player } begint met ¥{ $start }, elke volgende speler met de klok mee met ¥{ $step } meer. Wie in de aankoopfase past, krijgt ¥{ $pass_money }.
tsukiji-rules-round = Voorbereiding en een ronde
tsukiji-rules-round-setup-title = Voorbereiding
tsukiji-rules-round-setup = De { $markers } Productfiches beginnen op de vakjes { $first_space }–{ $last_start } van het Prijsbord ({ $min_space }–{ $max_space }), één per vakje, in willekeurige volgorde. De { -tsukiji-start-player } wordt geloot; het eerste bord zegt wie het is.
tsukiji-rules-round-offer-title = A. Aanbod
tsukiji-rules-round-offer = Elke ronde ligt er één { -tsukiji-lot } meer dan er spelers zijn ({ $lot_lines }), elk met { $per_lot } open kaarten, van links af A, B, C… genoemd.
tsukiji-rules-round-evaluate-title = B. Evaluatie (geheim)
tsukiji-rules-round-evaluate = Iedereen legt tegelijk en gedekt precies één { -tsukiji-ticket } bij elk { -tsukiji-lot }, in een volgorde naar keuze. In je DM staat een menu per leeg { -tsukiji-lot }, en een rode knop per { -tsukiji-lot } die het { -tsukiji-ticket(vorm: "kort") } terugneemt (of alle { -tsukiji-ticket(vorm: "kortmeer") }), zodat je er een ander kunt leggen. Niets ligt vast tot je op **Bevestigen** drukt; niemand ziet een { -tsukiji-ticket(vorm: "kort") } voordat iedereen heeft bevestigd. Tip: met een laag { -tsukiji-ticket(vorm: "kort") } maak je een { -tsukiji-lot } dat je wilt hebben goedkoper; met een hoog { -tsukiji-ticket(vorm: "kort") } maak je een { -tsukiji-lot } duurder en stijgen de producten erin in waarde.
tsukiji-rules-round-pricing-title = C. Prijsbepaling
tsukiji-rules-round-pricing = De { -tsukiji-ticket(vorm: "kortmeer") } worden opgedraaid. Eerst wordt elke **{ $cancel }** afgehandeld (zie { -tsukiji-ticket(vorm: "meer") }), dan worden de { -tsukiji-ticket(vorm: "kortmeer") } van een { -tsukiji-lot } opgeteld, en dan vermenigvuldigt elke **{ $double }** de som van de andere { -tsukiji-ticket(vorm: "kortmeer") } met { $factor }; meerdere { $double }-{ -tsukiji-ticket(vorm: "kortmeer") } zijn cumulatief (elk verdubbelt opnieuw), en een { -tsukiji-lot } met alleen { $double }-{ -tsukiji-ticket(vorm: "kortmeer") } is 0 waard. Een totaal mag negatief zijn. Het hoogste totaal krijgt het hoogste { -tsukiji-price-tile } (met de { -tsukiji-alarm-clock }), het volgende totaal het volgende fiche, enzovoort; bij gelijke totalen krijgt het { -tsukiji-lot } dat meer naar links ligt het hogere fiche.
tsukiji-rules-round-market-title = C. Aanpassing van de { -tsukiji-market }
tsukiji-rules-round-market = Daarna, product voor product in deze volgorde: { $movement }. Een Productfiche schuift op met de som van de Prijschommelingen op de { -tsukiji-price-tile(vorm: "meer") } bij elke kaart van dat product op tafel (elk exemplaar telt, ook in onverkochte { -tsukiji-lot(vorm: "meer") }: dit gebeurt vóór de aankoop), nooit onder { $min_space } of boven { $max_space }. { $maguro }, { -tsukiji-takusan(vorm: "meer") } en { -tsukiji-yakuza(vorm: "kaarten") } verschuiven niets. Productfiches op één vakje vormen een stapel: een fiche dat op een nieuw vakje komt, gaat bovenop en telt hoger; een fiche dat niet van vakje verandert (totaal 0, of tegengehouden op { $min_space } of { $max_space }), houdt zijn plek in de stapel.
tsukiji-rules-buy = Aankoop
tsukiji-rules-buy-order-title = D. Aankoop
tsukiji-rules-buy-order = Vanaf de { -tsukiji-start-player } met de klok mee koopt iedereen één onverkocht { -tsukiji-lot } en betaalt het bedrag op het { -tsukiji-price-tile }, of past en krijgt ¥{ $pass_money }. Een { -tsukiji-lot } dat je niet kunt betalen, kun je niet kopen (de knop is grijs); passen kan altijd. De knoppen op het bord tonen wat de { -tsukiji-maguro } van een { -tsukiji-lot } aan je set zou toevoegen.
tsukiji-rules-buy-place-title = Je kaarten neerleggen
tsukiji-rules-buy-place = Gekochte kaarten leg je meteen neer, één rij per product: een product dat je al hebt, gaat bij die rij, een nieuw product begint een rij. Daarna gaat elke **{ -tsukiji-takusan }** bij een rij naar keuze (ook de net gekochte kaarten tellen, en { -tsukiji-maguro } mag ook); heb je helemaal geen rij, dan wordt hij afgelegd. Het bord stelt de keuze voor die bij de huidige { -tsukiji-market } het meeste oplevert.
tsukiji-rules-buy-yakuza-title = { -tsukiji-yakuza(vorm: "kaarten") }
tsukiji-rules-buy-yakuza = Na de { -tsukiji-takusan(vorm: "meer") } wordt elke **{ -tsukiji-yakuza(vorm: "kaart") }** afgelegd samen met een neergelegde kaart naar keuze (dat mag ook een { -tsukiji-takusan(vorm: "kort") } zijn): de knoppen noemen de kaart (bv. een { -tsukiji-maguro }kaart, of de { -tsukiji-takusan(vorm: "kort") } in de rij { -tsukiji-maguro }). Is er niets af te leggen, dan gaat alleen de { -tsukiji-yakuza(vorm: "kaart") } weg. De { -tsukiji-yakuza(vorm: "kaarten") } die je koopt, worden geteld (voor de variant). Neergelegde kaarten worden nooit meer verplaatst.
tsukiji-rules-buy-end-title = Einde van de ronde
tsukiji-rules-buy-end = Alle onverkochte { -tsukiji-lot(vorm: "meer") } worden afgelegd: elke ronde minstens één, meer als er gepast is. Wie het { -tsukiji-lot } met de { -tsukiji-alarm-clock } ⏰ kocht, wordt { -tsukiji-start-player }; kocht niemand het, dan blijft de { -tsukiji-start-player } dezelfde. Na ronde { $rounds } is het spel voorbij.
tsukiji-rules-end = Eindtelling
tsukiji-rules-end-rank-title = Rangschikking van de { -tsukiji-market }
tsukiji-rules-end-rank = De { $markers } Productfiches worden gerangschikt naar hun vakje, hoogste eerst; op een gedeeld vakje telt het fiche dat hoger in de stapel ligt hoger. Elke kaart van een product is dan waard: { $rank_line }.
tsukiji-rules-end-score-title = Je score
tsukiji-rules-end-score = Je kaarten tegen de waarde van hun rang, plus je { -tsukiji-maguro }set volgens de tabel (bv. { $maguro_example }), plus je geld, plus de speciale punten als de variant aanstaat. De hoogste score wint; bij gelijkspel wint wie de meeste ongebruikte speciale { -tsukiji-ticket(vorm: "kortmeer") } heeft; is het dan nog gelijk, dan delen de spelers de overwinning.
tsukiji-rules-end-variant-title = Variant: speciale punten
tsukiji-rules-end-variant =
    Optioneel, te kiezen met `/{ cmd-play-name } { cmd-option-variant }:True`; de lobby en het bord melden het als de variant aanstaat, en de computerspelers spelen ermee.
    { $bonus_lines }
    Staan spelers gelijk voor een bonus, dan krijgen ze hem allemaal.
tsukiji-rules-bonus-versatile = • **+{ $points }** Veelzijdig Restaurant — minstens { $min_each } kaarten van elk product (alle { $product_count }, { -tsukiji-maguro } ook).
tsukiji-rules-bonus-specialist = • **+{ $points }** Gespecialiseerd Restaurant — minstens { $min_one } kaarten van één product.
tsukiji-rules-bonus-popular = • **+{ $points }** Populair Restaurant — de meeste kaarten van het laagst gerangschikte product (minstens { $min_cards }).
tsukiji-rules-bonus-safe = • **+{ $points }** „Veilig” Restaurant — de meeste gekochte { -tsukiji-yakuza(vorm: "kaarten") } (minstens { $min_yakuza }).
tsukiji-rules-lots_line = { $lots } { -tsukiji-lot(vorm: "meer") } bij { $players } spelers
tsukiji-rules-rank_value = { $rank }e ¥{ $value }
tsukiji-rules-maguro_value = { $n }→¥{ $value }

tsukiji-unknown_action = Dat is geen zet in Tsukiji.

tsukiji-wrong_phase = Dat kan nu niet: het spel zit in een andere fase ({ $phase }).

tsukiji-unknown_ticket = Er bestaat geen { -tsukiji-ticket(vorm: "kort") } { $ticket }.

tsukiji-ticket_used = Je { -tsukiji-ticket(vorm: "kort") } { $ticket } ligt al bij { -tsukiji-lot } { $lot }: neem het daar eerst terug.

tsukiji-lot_has_ticket = Bij { -tsukiji-lot } { $lot } ligt al je { -tsukiji-ticket(vorm: "kort") } { $ticket }: neem het eerst terug.

tsukiji-lot_has_no_ticket = Bij { -tsukiji-lot } { $lot } ligt geen { -tsukiji-ticket(vorm: "kort") } van jou om terug te nemen.

tsukiji-special_spent = Je speciale { -tsukiji-ticket(vorm: "kort") } { $ticket } is al gebruikt.

tsukiji-draft_empty = Je hebt nog geen { -tsukiji-ticket(vorm: "kort") } gelegd.

tsukiji-draft_incomplete = Leg bij elk { -tsukiji-lot } een { -tsukiji-ticket(vorm: "kort") } voordat je bevestigt ({ $placed } van { $lots }).

tsukiji-no_such_lot = Er is geen { -tsukiji-lot } { $lot }.

tsukiji-lot_sold = Iemand heeft { -tsukiji-lot } { $lot } al gekocht.

tsukiji-cannot_afford = Dat { -tsukiji-lot } kun je niet betalen: het kost ¥{ $price } en je hebt ¥{ $money }.

tsukiji-choose_row = Kies eerst waar je { $kind } heen gaat: { $options }.

tsukiji-invalid_row = { $row } is geen van je keuzes: { $options }.

tsukiji-nothing_to_place = Je hebt geen { -tsukiji-takusan(vorm: "kort") } of { -tsukiji-yakuza } die nog neergelegd moet worden.

tsukiji-status-variant = ✨ speciale punten tellen mee
tsukiji-status-start_drawn = 🎲 **{ $start }** is geloot als { -tsukiji-start-player }: ¥{ $money } voor deze speler, ¥{ $step } meer voor elke volgende speler met de klok mee.
tsukiji-status-tiles = ⏰ { -tsukiji-price-tile(vorm: "meer") }, hoogste totaal eerst: { $tiles }
tsukiji-status-maguro = 🍣 { -tsukiji-maguro }sets: { $table }
tsukiji-status-bonuses = ✨ Speciale punten: { $bonuses }

tsukiji-bonus-versatile = +{ $points } minstens { $min_each } kaarten van elk product
tsukiji-bonus-specialist = +{ $points } minstens { $min_one } kaarten van één product
tsukiji-bonus-popular = +{ $points } meeste kaarten van het laagste product (nu { $product })
tsukiji-bonus-safe = +{ $points } meeste { -tsukiji-yakuza(vorm: "kaarten") }

tsukiji-choice-takusan = { -tsukiji-takusan(vorm: "kort") } → { $row }
tsukiji-choice-yakuza_card = { -tsukiji-yakuza } neemt een kaart uit de rij { $row }
tsukiji-choice-yakuza_takusan = { -tsukiji-yakuza } neemt de { -tsukiji-takusan(vorm: "kort") } uit de rij { $row }

tsukiji-buy_maguro = Koop { -tsukiji-lot } { $lot } · ¥{ $price } · 🍣 +¥{ $maguro }

tsukiji-event-yakuza_takusan = 🕶️ De { -tsukiji-yakuza } neemt de { -tsukiji-takusan(vorm: "kort") } mee uit de rij { $row } van **{ $player }**.

tsukiji-draft-item = { -tsukiji-lot } { $lot }: { $ticket }
tsukiji-draft-empty = —
tsukiji-draft-choose = Kies een { -tsukiji-ticket(vorm: "kort") } voor { -tsukiji-lot } { $lot }…
tsukiji-draft-take = Terugnemen: { $lot } ({ $ticket })
tsukiji-draft-reset = Alles terugnemen
tsukiji-draft-confirm = Bevestigen
tsukiji-draft-next = **Ronde { $round }** — leg gedekt één { -tsukiji-ticket(vorm: "kort") } bij elk { -tsukiji-lot }, in een volgorde naar keuze. Tot je bevestigt, kun je elk { -tsukiji-ticket(vorm: "kort") } terugnemen en er een ander leggen. Niemand ziet ze voordat iedereen heeft bevestigd.
tsukiji-draft-ready = **Ronde { $round }** — bij elk { -tsukiji-lot } ligt een { -tsukiji-ticket(vorm: "kort") }: bevestig om ze vast te leggen, of neem er een terug om het te wisselen.
tsukiji-draft-mine = Je { -tsukiji-ticket(vorm: "kortmeer") }: { $summary }
tsukiji-draft-confirmed = **Ronde { $round }** — je { -tsukiji-ticket(vorm: "kortmeer") } liggen vast: { $summary }. Wacht op de anderen.

# Words drawn in the pictures (rendering/tsukiji.py)
tsukiji-pic-round = Ronde { $round }/{ $rounds }
tsukiji-pic-confirmed_count = { $done }/{ $total } bevestigd
tsukiji-pic-over = Spel afgelopen
tsukiji-pic-deck = stapel
tsukiji-pic-start = { -tsukiji-start-player }
tsukiji-pic-start_random = { -tsukiji-start-player } (geloot)
tsukiji-pic-total = Σ { $total }
tsukiji-pic-sold_to = VERKOCHT
tsukiji-pic-passed_over = ONVERKOCHT
tsukiji-pic-discarded = afgelegd
tsukiji-pic-market = MARKT
tsukiji-pic-ranking = WAARDE PER KAART
tsukiji-pic-ready = klaar
tsukiji-pic-choosing = kiest…
tsukiji-pic-your_turn = aan de beurt
tsukiji-pic-bought = kocht { $label }
tsukiji-pic-passed = gepast
tsukiji-pic-no_cards = nog geen kaarten
tsukiji-pic-takusan_in = { -tsukiji-takusan(vorm: "kort") } · { $row }
tsukiji-pic-hand_placed = { $placed }/{ $lots } { -tsukiji-lot(vorm: "meer") } hebben een { -tsukiji-ticket(vorm: "kort") }
tsukiji-pic-hand_full = Bij elk { -tsukiji-lot } een { -tsukiji-ticket(vorm: "kort") } — bevestig of wijzig
tsukiji-pic-available = TICKETS (elk één keer per ronde; de gouden zijn eenmalig)
tsukiji-pic-tiles_label = PRIJSFICHES
tsukiji-pic-tiles_sub = hoogste totaal eerst
tsukiji-pic-maguro_label = TONIJNSETS
tsukiji-pic-maguro_sub = één set, naar aantal
tsukiji-pic-maguro_you = jij: { $n }
tsukiji-pic-variant_label = VARIANT AAN
tsukiji-pic-variant_sub = speciale punten
tsukiji-pic-bonus_versatile = { $n }+ van elk product
tsukiji-pic-bonus_specialist = { $n }+ van één product
tsukiji-pic-bonus_popular = meeste { $product }
tsukiji-pic-bonus_safe = meeste { -tsukiji-yakuza(vorm: "kaarten") }
tsukiji-pic-reveal_title = Tickets open — ronde { $round }
tsukiji-pic-moves = AANPASSING VAN DE MARKT
tsukiji-pic-no_moves = de { -tsukiji-market } blijft gelijk
tsukiji-pic-money_col = Geld
tsukiji-pic-bonus_col = Bonus
tsukiji-pic-total_col = Totaal
tsukiji-pic-player = Speler { $n }
tsukiji-pic-product-ebi = { -tsukiji-ebi }
tsukiji-pic-product-hotategai = { -tsukiji-hotategai }
tsukiji-pic-product-sake = { -tsukiji-sake }
tsukiji-pic-product-tako = { -tsukiji-tako }
tsukiji-pic-product-fugu = { -tsukiji-fugu }
tsukiji-pic-product-maguro = { -tsukiji-maguro }
tsukiji-pic-product-takusan = { -tsukiji-takusan(vorm: "kort") }
tsukiji-pic-product-yakuza = { -tsukiji-yakuza }
tsukiji-pic-turn-evaluate = Iedereen kiest { -tsukiji-ticket(vorm: "kortmeer") }
tsukiji-pic-turn-evaluate_detail = Op elk { -tsukiji-lot } een geheim { -tsukiji-ticket(vorm: "kort") } · { $done }/{ $total } bevestigd
tsukiji-pic-turn-player = { $name } is aan de beurt
tsukiji-pic-turn-buy_detail = Koop één { -tsukiji-lot }, of pas en neem ¥{ $money }
tsukiji-pic-turn-takusan_detail = Kies een rij voor de { -tsukiji-takusan(vorm: "kort") } uit { -tsukiji-lot } { $label }
tsukiji-pic-turn-yakuza_detail = Kies de kaart die de { -tsukiji-yakuza } neemt ({ -tsukiji-lot } { $label })
tsukiji-pic-turn-mine = Jij bent aan de beurt
tsukiji-pic-turn-locked = Je { -tsukiji-ticket(vorm: "kortmeer") } liggen vast
tsukiji-pic-won = { $tie ->
        [yes] Winnaars (gelijkspel): { $names }
       *[no] Winnaar: { $names }
    }
tsukiji-pic-wild = joker: komt in een rij naar keuze
tsukiji-pic-takes_card = neemt een van je kaarten weg
tsukiji-pic-track = balk: positie van het Productfiche op het Prijsbord (1–{ $max })
tsukiji-pic-legend-total = som van de { -tsukiji-ticket(vorm: "kortmeer") } op een { -tsukiji-lot }
tsukiji-pic-legend-alarm = de koper wordt { -tsukiji-start-player }
tsukiji-pic-legend-change = Prijschommeling per kaart van het { -tsukiji-lot }
tsukiji-pic-legend-takusan = { -tsukiji-takusan(vorm: "meer") } in de rij
tsukiji-pic-legend-yakuza = gekochte { -tsukiji-yakuza(vorm: "kaarten") }
tsukiji-pic-legend-special = goud: eenmalig { -tsukiji-ticket(vorm: "kort") }
tsukiji-pic-legend-cancelled = geannuleerd door { $ticket }
tsukiji-pic-legend-per_card = waarde per kaart aan het einde
tsukiji-pic-ticket-cancel = annuleert elke { $cancels } op zijn { -tsukiji-lot }; ligt er geen, dan telt het +{ $bonus }
tsukiji-pic-ticket-value = telt { $value }
tsukiji-pic-ticket-multiply = vermenigvuldigt de andere { -tsukiji-ticket(vorm: "kortmeer") } met { $factor }
tsukiji-pic-place_col = Plaats
tsukiji-pic-player_col = Speler
# Shown by the shared commands (/game status, the lobby's options)
phase-evaluate = Evaluatie (geheime tickets)

phase-buy = Aankoop

option-tsukiji-variant = Variant Speciale punten: de vier bonussen tellen mee

# How moves read in the history and replays (cogs/tsukiji/history.py)
history-tsukiji-ticket = 🎫 **{ $player }** legt een { -tsukiji-ticket(vorm: "kort") } op { -tsukiji-lot } { $lot }: { $ticket }.
history-tsukiji-take = ↩️ **{ $player }** neemt het { -tsukiji-ticket(vorm: "kort") } van { -tsukiji-lot } { $lot } terug.
history-tsukiji-reset = ↩️ **{ $player }** neemt de { -tsukiji-ticket(vorm: "kortmeer") } terug.
history-tsukiji-confirm = ✅ **{ $player }** bevestigt de { -tsukiji-ticket(vorm: "kortmeer") }.
history-tsukiji-confirmed = ✅ **{ $player }** bevestigt de { -tsukiji-ticket(vorm: "kortmeer") }.
history-tsukiji-round = 🔔 Ronde { $round } begint: **{ $player }** is { -tsukiji-start-player }.
history-tsukiji-reveal = 🎫 Ronde { $round }: de { -tsukiji-ticket(vorm: "meer") } worden opgedraaid en de { -tsukiji-lot(vorm: "meer") } geprijsd.
history-tsukiji-buy = 🛒 **{ $player }** koopt een { -tsukiji-lot }.
history-tsukiji-pass = 💴 **{ $player }** past.
history-tsukiji-takusan = 🌈 **{ $player }** legt de { -tsukiji-takusan(vorm: "kort") } bij { $row }.
history-tsukiji-yakuza = 🕶️ De { -tsukiji-yakuza } pakt een kaart uit de rij { $row } van **{ $player }**.

## Pictures round 2: a message's own picture read in the chat, the pictures above it
tsukiji-pic-options_takusan = Rijen waar de { -tsukiji-takusan } bij kan
tsukiji-pic-options_yakuza = Kaarten die de { -tsukiji-yakuza } kan nemen
tsukiji-pic-worth_head = nu waard voor jou
tsukiji-pic-me_line = Jij: ¥{ $money } · score nu { $score }
tsukiji-pic-score_now = score nu { $score }
tsukiji-pic-legend-maguro_mine = gouden rand: jouw set nu
tsukiji-pic-legend-maguro_next = dunne rand: met één kaart meer
tsukiji-pic-reveal_sub = Hoogste Σ krijgt het duurste { -tsukiji-price-tile }
tsukiji-pic-tie = { $lots } gelijk op Σ { $total }: het { -tsukiji-lot } meest links ({ $first }) krijgt het duurdere fiche
tsukiji-pic-stays = blijft op { $space }
tsukiji-pic-won_score = { $won } · { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
tsukiji-pic-price_board = PRIJSBORD
tsukiji-pic-tie_break = Gelijk op { $total }: wie de meeste speciale { -tsukiji-ticket(vorm: "kortmeer") } over heeft, wint ({ $counts })

## Hints (computer levels): wat Normaal zou spelen, en waarom
tsukiji-hint-ticket_low = Leg { -tsukiji-ticket(vorm: "kort") } { $ticket } op { -tsukiji-lot } { $lot }: een laag totaal houdt de prijs laag, en de kaarten zijn voor jou ongeveer ¥{ $worth } waard.
tsukiji-hint-ticket_high = Leg { -tsukiji-ticket(vorm: "kort") } { $ticket } op { -tsukiji-lot } { $lot }: een hoog totaal maakt het duur en zet de producten erin hoger op de { -tsukiji-market }; de kaarten zijn voor jou ongeveer ¥{ $worth } waard.
tsukiji-hint-confirm = Elk { -tsukiji-lot } heeft een { -tsukiji-ticket(vorm: "kort") } van jou: bevestig om ze vast te leggen.
tsukiji-hint-buy = Koop { -tsukiji-lot } { $lot } voor ¥{ $price }: de kaarten, vooral de { $product_term }, zijn voor jou ongeveer ¥{ $worth } waard.
tsukiji-hint-buy_deny = Koop { -tsukiji-lot } { $lot } voor ¥{ $price }: de kaarten zijn voor jou maar ongeveer ¥{ $worth } waard, maar als je het laat liggen, helpt dat een ander meer.
tsukiji-hint-pass = Passen en ¥{ $money } nemen: je beste koop, { -tsukiji-lot } { $lot }, levert voor ¥{ $price } ongeveer ¥{ $worth } aan kaarten op, niet meer waard dan passen.
tsukiji-hint-pass_broke = Passen en ¥{ $money } nemen: je kunt geen enkel { -tsukiji-lot } betalen.
tsukiji-hint-takusan = { -tsukiji-takusan(vorm: "kort") } → { $product_term }: een kaart meer in die rij is voor jou ongeveer ¥{ $worth } waard, meer dan in elke andere rij.
tsukiji-hint-yakuza_card = Laat de { -tsukiji-yakuza } uit je rij { $product_term } een kaart nemen: je verliest maar ongeveer ¥{ $worth }, minder dan uit elke andere rij.
tsukiji-hint-yakuza_takusan = Laat de { -tsukiji-yakuza } uit je rij { $product_term } de { -tsukiji-takusan(vorm: "kort") } nemen: je verliest maar ongeveer ¥{ $worth }, minder dan waar ook.
