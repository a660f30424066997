# silkroad: Nederlands (termen: glossary/silkroad.ftl)
# identical to English by design: silkroad-colour-porcelain, silkroad-colour-silk, silkroad-colour-tea, silkroad-colour-spice, silkroad-colour-glass, silkroad-colour-ore, silkroad-special-ship, silkroad-special-licence, silkroad-special-porter, silkroad-special-exchange, silkroad-log-turn, silkroad-log-nothing, silkroad-ctl-buy, silkroad-ctl-play_option, silkroad-final-line, silkroad-me-preview_item, silkroad-rules-title, silkroad-rules-goods_line, silkroad-pic-status_turn, silkroad-pic-income_none
#   silkroad-colour-* en silkroad-special-* noemen alleen de term (de tekst is Nederlands, de bron gelijk);
#   de rest bevat alleen namen, getallen, ¥ en tekens.

game-silkroad-name = Maritieme Zijderoute

silkroad-colour-porcelain = { -silkroad-porcelain }
silkroad-colour-silk = { -silkroad-silk }
silkroad-colour-tea = { -silkroad-tea }
silkroad-colour-spice = { -silkroad-spice }
silkroad-colour-glass = { -silkroad-glass }
silkroad-colour-ore = { -silkroad-ore }

silkroad-special-ship = { -silkroad-ship(vorm: "hoofd") }
silkroad-special-licence = { -silkroad-licence }
silkroad-special-porter = { -silkroad-porter }
silkroad-special-exchange = { -silkroad-exchange }
silkroad-special-help-ship = Een nieuw { -silkroad-ship }, meteen geladen met een { -silkroad-cube(vorm: "kort") } naar keuze
silkroad-special-help-licence = +¥2 telkens als je inkomsten krijgt
silkroad-special-help-porter = Wissel per wisselactie één { -silkroad-cube(vorm: "kort") } meer (één wissel meteen)
silkroad-special-help-exchange = Trek na je fase 2 één extra kaart

silkroad-status-load = **Voorbereiding** — **{ $player }** laadt { -silkroad-ship } { $ship }.
silkroad-status-turn = **Beurt { $number }** · **{ $player }** · { -silkroad-draw-pile }: { $deck }
silkroad-status-phase1 = Fase 1: wissel een { -silkroad-cube(vorm: "kort") }, koop een speciale kaart, of sla over.
silkroad-status-swap = Fase 1: wisselen met { -silkroad-porter(vorm: "meer") } — nog { $left ->
        [one] { $left } { -silkroad-cube(vorm: "kort") }
       *[other] { $left } { -silkroad-cube(vorm: "kortmeer") }
    }.
silkroad-status-porter = Fase 1: met de nieuwe { -silkroad-porter } mag er meteen één keer gewisseld worden.
silkroad-status-ship = Fase 1: het nieuwe { -silkroad-ship } wordt geladen.
silkroad-status-phase2 = Fase 2: kaarten van één kleur spelen, of 2 trekken.
silkroad-status-exchange = { -silkroad-exchange }: nog { $left ->
        [one] { $left } extra kaart
       *[other] { $left } extra kaarten
    } te trekken.
silkroad-status-private = { $player } kiest in de DM's (of met **Mijn hand**). Geld blijft geheim tot het einde.
silkroad-status-start = 🎲 **{ $player }** is geloot als startspeler (de spelregels zeggen „wie het laatst goederen verkocht”): laden en beurten gaan vanaf deze speler met de klok mee, in de volgorde van de plaatsen.

silkroad-log-turn = **{ $player }**: { $actions }
silkroad-log-setup = Voorbereiding: { $actions }
silkroad-log-loaded = { $player } laadde { $colour }
silkroad-log-loaded_own = laadde { $colour } op het nieuwe { -silkroad-ship }
silkroad-log-loaded_start = laadde { $colour } (voorbereiding)
silkroad-log-swapped = wisselde { $old } → { $new }
silkroad-log-bought = kocht een { $card } (¥{ $price })
silkroad-log-skipped = sloeg fase 1 over
silkroad-log-played = speelde { $count }× { $colour } op { $count ->
        [one] plek
       *[other] plekken
    } { $slots }
silkroad-log-income = inkomsten voor: { $players }
silkroad-log-income_none = niemand verdient iets
silkroad-log-drew = trok { $count }
silkroad-log-exchanged = trok 1 ({ -silkroad-exchange })
silkroad-log-nothing = …

silkroad-me-turn = **Beurt { $number } — jij bent aan de beurt** · geld: **¥{ $money }** (geheim)
silkroad-me-money = Je geld: **¥{ $money }** (alleen jij ziet het).
silkroad-me-recap = Sinds je vorige beurt verdiende je: { $items }
silkroad-me-news = Je verdiende: { $items }
silkroad-me-news_item = ¥{ $amount } ({ $colour }, gespeeld door { $player })
silkroad-me-news_bonus = ¥{ $amount } ({ $colour }, gespeeld door { $player }; { -silkroad-licence } +¥{ $bonus })
silkroad-me-load = **Voorbereiding** — kies de lading voor je { -silkroad-ship } { $ship }.
silkroad-me-start = 🎲 **{ $player }** is geloot als startspeler: { -silkroad-ship(vorm: "meer") } laden en beurten gaan vanaf deze speler in de volgorde van de plaatsen.
silkroad-me-start_you = 🎲 **Jij** bent geloot als startspeler: jij laadt als eerste en hebt de eerste beurt.
silkroad-me-phase1 = **Fase 1** — wissel één { -silkroad-cube(vorm: "kort") }, koop één speciale kaart, of sla over.
silkroad-me-swap_more = **Fase 1** — met je { -silkroad-porter } mag je nog { $left ->
        [one] { $left } { -silkroad-cube(vorm: "kort") }
       *[other] { $left } { -silkroad-cube(vorm: "kortmeer") }
    } wisselen, elk op een ander { -silkroad-ship }.
silkroad-me-porter = **Fase 1** — met je nieuwe { -silkroad-porter } mag je meteen één { -silkroad-cube(vorm: "kort") } wisselen.
silkroad-me-ship = **Fase 1** — kies de lading voor je nieuwe { -silkroad-ship }.
silkroad-me-phase2 = **Fase 2** — speel een of meer kaarten van één kleur (elk op een andere plek), of trek er 2.
silkroad-me-phase2_empty = **Fase 2** — je hand is leeg, dus je trekt.
silkroad-me-colour_preview = { $colour } ×{ $cards } → { $slot_count ->
        [one] plek
       *[other] plekken
    } { $slots }: { $items }
silkroad-me-slots = **Fase 2** — je speelt **{ $colour }** ({ $cards } in je hand). Kies een voor een de plekken die je bedekt en bevestig dan. Gekozen: { $slots }
silkroad-me-no_slots = nog geen
silkroad-me-preview = Inkomsten als je nu speelt: { $items }
silkroad-me-preview_item = { $player } ¥{ $amount }
silkroad-me-nobody = niemand verdient iets
silkroad-me-exchange = **{ -silkroad-exchange }** — trek 1 extra kaart (nog { $left }), of beëindig je beurt.
silkroad-me-exchange_last = ⚠️ De { -silkroad-draw-pile } heeft nog maar 1 kaart: als je die trekt, is het spel meteen voorbij en wint wie het meeste geld heeft. Met **Beurt beëindigen** gaat het spel door.
silkroad-me-waiting = Wacht op **{ $player }**.
silkroad-me-over = Het spel is voorbij — het eindgeld staat in het kanaal.

silkroad-ctl-swap_placeholder = Wissel een { -silkroad-cube(vorm: "kort") }…
silkroad-ctl-swap_placeholder_more = Nog een { -silkroad-cube(vorm: "kort") } wisselen…
silkroad-ctl-swap_option = { -silkroad-ship(vorm: "hoofd") } { $ship }: { $old } → { $new }
silkroad-ctl-swap_desc = { $old } terug naar de voorraad · { $left ->
        [one] nog { $left } { -silkroad-cube(vorm: "kort") } { $new }
       *[other] nog { $left } { -silkroad-cube(vorm: "kortmeer") } { $new }
    }
silkroad-ctl-buy = { $card } · ¥{ $price }
silkroad-ctl-buy_sold_out = { $card } · uitverkocht
silkroad-ctl-skip = Overslaan
silkroad-ctl-done_swapping = Klaar met wisselen
silkroad-ctl-no_swap = Niet wisselen
silkroad-ctl-load = { $colour } (nog { $left })
silkroad-ctl-play_option = { $colour } ×{ $cards }
silkroad-ctl-draw = 2 trekken
silkroad-ctl-draw_last = { $count } trekken (einde spel)
silkroad-ctl-slot = Plek { $slot }: { $colour }
silkroad-ctl-confirm = { $count ->
        [one] { $count } kaart spelen
       *[other] { $count } kaarten spelen
    }
silkroad-ctl-undo = Ongedaan maken
silkroad-ctl-exchange = 1 trekken ({ -silkroad-exchange })
silkroad-ctl-exchange_last = Laatste kaart trekken (einde spel)
silkroad-ctl-end_turn = Beurt beëindigen

silkroad-final-line = { $rank }. **{ $player }** — ¥{ $money }

silkroad-rules-title = { $game } — { $page }
silkroad-rules-summary = Het handelsspel van Reiner Knizia voor { $low }–{ $high } spelers. Je bent koopman in de zeehandel tussen Europa en China in de 16e eeuw: laad je { -silkroad-ship(vorm: "meer") } met goederen, stuur de { -silkroad-market } van { $slots } kaarten in de richting van wat jij vervoert, en eindig met het meeste geld. Geld blijft geheim tot het einde.
silkroad-rules-overview = Overzicht en spelmateriaal
silkroad-rules-overview-goods-title = { -silkroad-goods-card(vorm: "meerhoofd") }
silkroad-rules-overview-goods =
    { $cards_total } { -silkroad-goods-card(vorm: "meer") }, { $cards } van elke kleur. Je speelt ze op de { -silkroad-market }; elke kleur is ook een kleur { -silkroad-cube(vorm: "kortmeer") }.
    { $goods_lines }
silkroad-rules-goods_line = { $colour } ×{ $n }
silkroad-rules-overview-cubes-title = { -silkroad-cube(vorm: "meerhoofd") }
silkroad-rules-overview-cubes = { $cubes_total } { -silkroad-cube(vorm: "meer") }, { $cubes } van elke kleur: de goederen die je { -silkroad-ship(vorm: "meer") } vervoeren. Een { -silkroad-ship } vervoert precies één { -silkroad-cube(vorm: "kort") }. Je kunt alleen { -silkroad-cube(vorm: "kortmeer") } laden die nog in de voorraad liggen, dus een kleur kan opraken.
silkroad-rules-overview-ships-title = { -silkroad-ship(vorm: "meerhoofd") }
silkroad-rules-overview-ships = { $ships_total } { -silkroad-ship(vorm: "meer") } in totaal. Iedereen begint met { $start_ships }; de rest is als speciale kaart te koop: { $for_sale }.
silkroad-rules-ships_left = { $n } bij { $players } spelers
silkroad-rules-overview-specials-title = Speciale kaarten (te koop in fase 1)
silkroad-rules-overview-specials =
    { $special_lines }
    Je koopt er hoogstens één per beurt, zolang er nog zijn; je mag er meer van dezelfde soort hebben, en hun effecten tellen op. Aan het einde zijn ze niets waard.
silkroad-rules-special-ship = ⛵ **{ -silkroad-ship(vorm: "hoofd") }** · ¥{ $price } · de overgebleven { -silkroad-ship(vorm: "meer") } (hierboven) — één { -silkroad-ship } meer: laad het meteen met een { -silkroad-cube(vorm: "kort") } van een kleur die nog in de voorraad ligt.
silkroad-rules-special-licence = 📜 **{ -silkroad-licence }** · ¥{ $price } · { $copies } kaarten — telkens als een gespeelde kleur je meer dan ¥0 oplevert, krijg je +¥{ $bonus } extra (per { -silkroad-licence }).
silkroad-rules-special-porter = 🧺 **{ -silkroad-porter }** · ¥{ $price } · { $copies } kaarten — bij elke wisselactie wissel je één { -silkroad-cube(vorm: "kort") } meer per { -silkroad-porter } (elk op een ander { -silkroad-ship }). In de beurt dat je hem koopt, mag je meteen één { -silkroad-cube(vorm: "kort") } wisselen.
silkroad-rules-special-exchange = 🏦 **{ -silkroad-exchange }** · ¥{ $price } · { $copies } kaarten — na je fase 2 (spelen of trekken) mag je per { -silkroad-exchange } 1 extra kaart trekken.
silkroad-rules-overview-money-title = Geld
silkroad-rules-overview-money = De bank raakt nooit op. Iedereen begint met ¥{ $start_money }. Tot het einde zie je alleen je eigen geld.
silkroad-rules-setup = Voorbereiding
silkroad-rules-setup-deal-title = Kaarten en { -silkroad-ship(vorm: "meer") }
silkroad-rules-setup-deal = De { $cards_total } { -silkroad-goods-card(vorm: "meer") } worden geschud. Iedereen krijgt { $hand } { -silkroad-goods-card(vorm: "meer") } als geheime hand; daarna vormen { $slots } open kaarten op een rij de **{ -silkroad-market }**, plekken 1–{ $slots }. De rest is de gedekte { -silkroad-draw-pile } (het bord toont hoeveel kaarten er nog in zitten). Iedereen neemt { $start_ships } { -silkroad-ship(vorm: "meer") }.
silkroad-rules-setup-start-title = Startspeler
silkroad-rules-setup-start = Volgens de spelregels begint wie het laatst goederen verkocht. Hier wordt de startspeler geloot als het spel begint; het eerste bord noemt deze speler en zet er een vlag bij. Alles gaat vanaf de startspeler met de klok mee, in de volgorde van de plaatsen.
silkroad-rules-setup-loading-title = De { -silkroad-ship(vorm: "meer") } laden
silkroad-rules-setup-loading = Om de beurt, te beginnen bij de startspeler, laadt iedereen het eerste { -silkroad-ship } met één { -silkroad-cube(vorm: "kort") } van een kleur die nog in de voorraad ligt. Daarna laadt iedereen, weer om de beurt, het tweede { -silkroad-ship }. Twee { -silkroad-ship(vorm: "meer") } mogen dezelfde kleur vervoeren.
silkroad-rules-turn = Je beurt
silkroad-rules-turn-order-title = Beurten
silkroad-rules-turn-order = Vanaf de startspeler zijn de spelers met de klok mee aan de beurt, tot het spel eindigt. Een beurt heeft twee fasen; in elke fase doe je één ding.
silkroad-rules-turn-phase1-title = Fase 1 — een van deze, of niets
silkroad-rules-turn-phase1 =
    • **Een { -silkroad-cube(vorm: "kort") } wisselen**: vervang op een van je { -silkroad-ship(vorm: "meer") } het { -silkroad-cube(vorm: "kort") } door een andere kleur die nog in de voorraad ligt (het oude gaat terug). Elke { -silkroad-porter } die je hebt, laat je één { -silkroad-cube(vorm: "kort") } meer wisselen, elk op een ander { -silkroad-ship }.
    • **Een speciale kaart kopen** (pagina 1) die je kunt betalen en die niet uitverkocht is.
    • Fase 1 **overslaan**.
silkroad-rules-turn-phase2-title = Fase 2 — spelen of trekken
silkroad-rules-turn-phase2 =
    • **Speel** een of meer kaarten van **één kleur** uit je hand, elk op een andere plek van de { -silkroad-market } naar keuze, over de kaart die daar ligt; daarna verdient iedereen (volgende pagina). Je mag een plek bedekken die die kleur al toont; dat levert niets extra op.
    • Of **trek { $draw }** kaarten van de { -silkroad-draw-pile } in je hand.
    Is je hand leeg, dan moet je trekken.
silkroad-rules-turn-exchange-title = Na fase 2: { -silkroad-exchange(vorm: "meer") }
silkroad-rules-turn-exchange = Heb je { -silkroad-exchange(vorm: "meer") }, dan mag je daarna per { -silkroad-exchange } 1 kaart trekken, een voor een, en stoppen wanneer je wilt. Maakt zo'n trekking de { -silkroad-draw-pile } leeg, dan is het spel meteen voorbij; de knop waarschuwt je vooraf.
silkroad-rules-turn-discord-title = Spelen op Discord
silkroad-rules-turn-discord = Je hand, je geld en je knoppen krijg je per DM (of met **Mijn hand** op het bord als je DM's dicht staan). Om te spelen kies je een kleur, dan een voor een de plekken (**Ongedaan maken** zet een stap terug), en dan bevestig je. De DM toont wat elke mogelijke zet elke speler zou opleveren.
silkroad-rules-income = Inkomsten
silkroad-rules-income-rule-title = Wie verdient
silkroad-rules-income-rule = Na elke gespeelde kleur verdient **iedere speler**, ook wie speelde: (plekken op de { -silkroad-market } die nu de gespeelde kleur tonen) × (eigen { -silkroad-ship(vorm: "meer") } met die kleur). Alleen de { $slots } bovenste kaarten van de { -silkroad-market } tellen (bedekte niet), en alleen de net gespeelde kleur levert iets op.
silkroad-rules-income-licence-title = { -silkroad-licence }
silkroad-rules-income-licence = Elke { -silkroad-licence } geeft +¥{ $bonus } bij inkomsten van meer dan ¥0. Geen inkomsten, geen bonus.
silkroad-rules-income-example-title = Voorbeeld (uit de spelregels)
silkroad-rules-income-example =
    Op de { -silkroad-market } ligt { $before } { $spice }kaart. Iemand speelt { $played } { -silkroad-spice }kaarten op twee andere plekken, dus nu tonen { $showing } plekken { -silkroad-spice }.
    • Wie { -silkroad-spice } en { $glass } vervoert, verdient { $showing } × 1 = ¥{ $one }; het { -silkroad-glass }blokje levert niets op, want er werd geen { -silkroad-glass } gespeeld.
    • Wie twee { -silkroad-ship(vorm: "meer") } met { -silkroad-spice } heeft, verdient { $showing } × 2 = ¥{ $two }; met een { -silkroad-licence } ¥{ $two } + ¥{ $bonus } = ¥{ $licensed }.
    • Wie geen { -silkroad-spice } vervoert, verdient niets, met of zonder { -silkroad-licence }.
silkroad-rules-income-secret-title = Geheim geld
silkroad-rules-income-secret = Inkomsten zijn geheim: je ziet alleen je eigen geld, en je DM vertelt wat je verdiende en door wiens zet. Het bord zegt wie er verdiende, nooit hoeveel. Aankopen zijn openbaar.
silkroad-rules-end = Einde van het spel
silkroad-rules-end-end-title = Het einde
silkroad-rules-end-end = Het spel eindigt **zodra de { -silkroad-draw-pile } leeg is**, na welke trekking ook, zelfs midden in een beurt. Wie { $draw } moet trekken terwijl er minder liggen, neemt wat er is, en het spel eindigt. Knoppen die de stapel leeg zouden maken, zeggen dat erbij.
silkroad-rules-end-winner-title = Winnen
silkroad-rules-end-winner = Iedereen laat zijn geld zien. Wie het meeste geld heeft, wint; bij gelijkspel delen de spelers met het meeste geld de overwinning. Speciale kaarten en kaarten in je hand zijn niets waard.
silkroad-rules-end-tip-title = Tegen het einde
silkroad-rules-end-tip = Wie de { -silkroad-draw-pile } leeg maakt, beëindigt meteen het spel: doe dat dus als je denkt dat je voorstaat. Extra kaarten van een { -silkroad-exchange } zijn niet verplicht: je mag ook je beurt beëindigen.

silkroad-unknown_action = Dat is geen zet in Maritieme Zijderoute.

silkroad-wrong_phase = Dat kan nu niet (huidige stap: { $phase }).

silkroad-unknown_colour = Er bestaan geen goederen { $colour }.

silkroad-sold_out = Er ligt geen { -silkroad-cube(vorm: "kort") } { $colour } meer in de voorraad.

silkroad-no_such_ship = Je hebt geen { -silkroad-ship } { $ship }.

silkroad-same_colour = Dat { -silkroad-ship } vervoert al { $colour }: kies een andere kleur.

silkroad-ship_swapped = { -silkroad-ship(vorm: "hoofd") } { $ship } is in deze actie al gewisseld: kies een ander { -silkroad-ship }.

silkroad-unknown_special = Er bestaat geen speciale kaart { $card }.

silkroad-special_sold_out = { $card } is uitverkocht.

silkroad-cannot_afford = Dat kun je niet betalen: het kost ¥{ $price } en je hebt ¥{ $money }.

silkroad-empty_hand = Je hand is leeg: je moet trekken.

silkroad-no_cards_of_colour = Je hebt geen kaarten van { $colour }.

silkroad-no_such_slot = Er is geen plek { $slot } op de { -silkroad-market }.

silkroad-slot_chosen = Plek { $slot } is voor deze zet al gekozen.

silkroad-no_more_cards = Je hebt maar { $cards ->
        [one] { $cards } kaart { $colour }
       *[other] { $cards } kaarten { $colour }
    }: bevestig de zet of maak hem ongedaan.

silkroad-no_slot_chosen = Kies minstens één plek voordat je speelt.

silkroad-nothing_to_undo = Er is niets ongedaan te maken.

silkroad-choose_slots = Maak eerst je zet met { $colour } af (kies plekken en bevestig), of maak hem ongedaan.

silkroad-choose_colour = Kies eerst welke kleur je speelt.

phase-load = { -silkroad-ship(vorm: "meerhoofd") } laden (voorbereiding)

phase-phase1 = Fase 1 (wisselen, kopen of overslaan)

phase-phase2 = Fase 2 (spelen of trekken)

phase-exchange = Extra kaarten trekken ({ -silkroad-exchange })

silkroad-step-ship = Fase 1 (het nieuwe { -silkroad-ship } laden)

silkroad-step-swap = Fase 1 (wisselen met { -silkroad-porter(vorm: "meer") })

silkroad-step-porter = Fase 1 (wissel met de nieuwe { -silkroad-porter })

silkroad-me-special_line = { $emoji } **{ $card }** ¥{ $price } (nog { $left }) — { $help }

# Words drawn in the pictures (rendering/silkroad.py)
silkroad-pic-turn = Beurt { $number }
silkroad-pic-setup = Voorbereiding
silkroad-pic-over = Spel afgelopen
silkroad-pic-deck = { -silkroad-draw-pile }
silkroad-pic-status_load = { $name } laadt { -silkroad-ship } { $ship }
silkroad-pic-sub_load = om de beurt: ieders { -silkroad-ship } 1, dan { -silkroad-ship } 2
silkroad-pic-start_note = Startspeler: { $name } · geloot
silkroad-pic-status_turn = { $name } · { $phase }
silkroad-pic-phase1 = Fase 1
silkroad-pic-phase2 = Fase 2
silkroad-pic-exchange = { -silkroad-exchange }
silkroad-pic-sub_phase1 = { -silkroad-cube(vorm: "kort") } wisselen, speciale kaart kopen of passen
silkroad-pic-sub_swap = { -silkroad-porter }: nog { $left ->
        [one] { $left } wissel
       *[other] { $left } wissels
    }
silkroad-pic-sub_porter = nieuwe { -silkroad-porter }: meteen één wissel
silkroad-pic-sub_ship = het nieuwe { -silkroad-ship } laden
silkroad-pic-sub_phase2 = speel kaarten van één kleur, of trek 2
silkroad-pic-sub_exchange = nog { $left ->
        [one] { $left } extra kaart
       *[other] { $left } extra kaarten
    } te trekken
silkroad-pic-market = MARKT · plekken 1–6
silkroad-pic-specials = SPECIALE KAARTEN
silkroad-pic-left = nog { $n }
silkroad-pic-sold_out = uitverkocht
silkroad-pic-new = NIEUW
silkroad-pic-cards = { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarten
    }
silkroad-pic-loading = laden…
silkroad-pic-player = Speler { $n }
silkroad-pic-goods-porcelain = { -silkroad-porcelain }
silkroad-pic-goods-silk = { -silkroad-silk }
silkroad-pic-goods-tea = { -silkroad-tea }
silkroad-pic-goods-spice = { -silkroad-spice }
silkroad-pic-goods-glass = { -silkroad-glass }
silkroad-pic-goods-ore = { -silkroad-ore }
silkroad-pic-special-ship = { -silkroad-ship(vorm: "hoofd") }
silkroad-pic-special-licence = { -silkroad-licence }
silkroad-pic-special-porter = { -silkroad-porter }
silkroad-pic-special-exchange = { -silkroad-exchange }
silkroad-pic-hand_title = Je hand
silkroad-pic-money = geld (geheim)
silkroad-pic-empty_hand = Je hand is leeg — trek 2 kaarten.
silkroad-pic-your_ships = JE SCHEPEN
silkroad-pic-if_played = ALS JE { $colour } OP DE GEMARKEERDE PLEKKEN SPEELT
silkroad-pic-best_plays = INKOMSTEN ALS JE EEN HELE KLEUR OP DE BESTE PLEKKEN SPEELT
silkroad-pic-you = jij
silkroad-pic-income_none = —
silkroad-pic-your_turn = Jij bent aan de beurt
silkroad-pic-sub_you_load = laad { -silkroad-ship } { $ship }: kies een kleur { -silkroad-cube(vorm: "kort") }
silkroad-pic-won = { $count ->
        [one] { $names } wint
       *[other] { $names } winnen samen
    }
silkroad-pic-row_supply = { -silkroad-cube(vorm: "meerhoofd") } in voorraad
silkroad-pic-row_covered = Bedekte kaarten op de markt
silkroad-pic-legend_start = startspeler
silkroad-pic-legend_hand = kaarten in de hand
silkroad-pic-legend_empty_ship = { -silkroad-ship(vorm: "hoofd") } zonder { -silkroad-cube(vorm: "kort") }
silkroad-pic-legend_new = net gespeelde kaarten
silkroad-pic-legend_stack = kaarten van die kleur in je hand
silkroad-pic-legend_no_income = verdient niets
silkroad-pic-legend_order = volgorde van de gekozen plekken
silkroad-pic-at_slots = { $count ->
        [one] plek { $slots }
       *[other] plekken { $slots }
    }
silkroad-pic-play_plan = { $cards ->
        [one] 1 kaart
       *[other] { $cards } kaarten
    } → { $count ->
        [one] plek { $slots }
       *[other] plekken { $slots }
    }
silkroad-pic-col_place = Plaats
silkroad-pic-col_player = Speler
silkroad-pic-col_earned = Verdiend
silkroad-pic-col_spent = Uitgaven
silkroad-pic-col_money = Geld
silkroad-pic-fleets = Schepen en speciale kaarten
silkroad-pic-sub_slots = kies de plekken voor je kaarten en bevestig

# How moves read in the history and replays (cogs/silkroad/history.py)
history-silkroad-load = ⛵ **{ $player }** laadt { $colour }.
history-silkroad-swap = 🔁 **{ $player }** wisselt de lading van { -silkroad-ship } { $ship } naar { $colour }.
history-silkroad-play = 🃏 **{ $player }** kiest om { $colour } te spelen.
history-silkroad-slot = 🃏 **{ $player }** kiest plek { $slot } op de { -silkroad-market }.
history-silkroad-confirm = 🃏 **{ $player }** speelt de kaarten.
history-silkroad-draw = 🃏 **{ $player }** trekt.
history-silkroad-undo = ↩️ **{ $player }** neemt de keuze terug.
history-silkroad-skip = ⏭️ **{ $player }** slaat fase 1 over.
history-silkroad-buy = 🛍️ **{ $player }** koopt een { $card }.
history-silkroad-exchange = 🏦 **{ $player }** trekt 1 kaart ({ -silkroad-exchange }).
history-silkroad-done = ✅ **{ $player }** beëindigt de beurt.

## Pictures round 2: this round's plays and earners, your earnings, free slots
silkroad-pic-round_title = DEZE RONDE: GESPEELD EN WIE VERDIENDE
silkroad-pic-round_play = { $count ->
        [one] { $name } speelde 1 kaart { $kind } → inkomsten voor: { $earners }
       *[other] { $name } speelde { $count } kaarten { $kind } → inkomsten voor: { $earners }
    }
silkroad-pic-round_play_none = { $count ->
        [one] { $name } speelde 1 kaart { $kind } → niemand verdient iets
       *[other] { $name } speelde { $count } kaarten { $kind } → niemand verdient iets
    }
silkroad-pic-news_title = JE VERDIENDE SINDS JE VORIGE BEURT
silkroad-pic-news_item = ¥{ $amount } · { $kind }, gespeeld door { $name }
silkroad-pic-news_none = nog niets
silkroad-pic-legend_free = plek die je nog kunt kiezen

## hints
silkroad-hint-load = Laad { $goods_term }: { $showing ->
        [one] { $showing } marktplek toont het
       *[other] { $showing } marktplekken tonen het
    } en je hebt er { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } van.
silkroad-hint-swap = Wissel { -silkroad-ship(vorm: "hoofd") } { $ship } van { $old_term } naar { $goods_term }: { $showing ->
        [one] { $showing } marktplek toont het
       *[other] { $showing } marktplekken tonen het
    } en je hebt er { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } van.
silkroad-hint-buy = Koop een { $card_term } voor ¥{ $price }: die levert je tot het einde zo'n ¥{ $value } op.
silkroad-hint-skip = Sla over: geen wissel en geen speciale kaart betaalt zich nu terug.
silkroad-hint-play = Speel { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } { $goods_term }: jij krijgt ¥{ $mine }, de anderen samen ¥{ $theirs }.
silkroad-hint-slot = Bedek plek { $slot } ({ $covered_term }): de anderen hebben het op { $theirs ->
        [one] { $theirs } schip
       *[other] { $theirs } schepen
    }, jij op { $mine }.
silkroad-hint-confirm = Speel { $count ->
        [one] deze kaart
       *[other] deze { $count } kaarten
    }: jij krijgt ¥{ $mine }, de anderen samen ¥{ $theirs }.
silkroad-hint-draw = Trek 2: geen enkele zet levert je nu meer dan ¥{ $best } op; bewaar je kaarten voor een betere markt.
silkroad-hint-draw_end = Trek de laatste kaarten: dat beëindigt het spel, en je staat naar schatting zo'n ¥{ $lead } voor.
silkroad-hint-exchange = Trek 1 ({ -silkroad-exchange }): de extra kaart is gratis, en de trekstapel heeft er nog { $deck }.
silkroad-hint-exchange_end = Trek de laatste kaart: dat beëindigt het spel, en je staat naar schatting zo'n ¥{ $lead } voor.
silkroad-hint-exchange_stop = Beëindig je beurt: de laatste kaart zou het spel beëindigen terwijl je naar schatting zo'n ¥{ $gap } achterstaat.
