# core: Nederlands
# identical to English by design: cmd-hand-name, computer-name, help-title, settings-minutes, settings-turn_time_line, lobby-seat
#   Nederlands zegt ook "hand", "computer", "min" en "s"; help-title is de naam van de bot.

cmd-play-name = spelen
cmd-play-description = Open een lobby voor een spel in dit kanaal
cmd-play-game = Welk spel je wilt spelen
cmd-play-variant = Tsukiji: speel met de variant Speciale punten

cmd-game-name = spel
cmd-game-description = Bekijk of stop het spel in dit kanaal

cmd-status-name = stand
cmd-status-description = Hoe het spel in dit kanaal ervoor staat

cmd-abandon-name = afbreken
cmd-abandon-description = Breek het spel in dit kanaal af (host of moderator meteen, anders een meerderheid)

cmd-hand-name = hand
cmd-hand-description = Je hand en geheime keuzes (alleen jij ziet ze)

cmd-rules-name = regels
cmd-rules-description = De spelregels van een spel, pagina voor pagina
cmd-rules-game = Welk spel

error-illegal_action = Die zet mag nu niet.

error-game_over = Dit spel is afgelopen.

error-not_your_turn = Je bent nog niet aan de beurt — wacht op de spelers die op het bord staan.

error-unknown_game = Dit spel bestaat niet meer.

error-bad_options = Onbekende opties: { $options }.

error-stale = Dit bericht is verouderd, dus er is niets gebeurd. Dit zijn je huidige knoppen:

error-stale_no_controls = Dit bericht is verouderd, dus er is niets gebeurd. Je hoeft nu niets te doen.

error-not_seated = Je speelt niet mee in dit spel. Wacht op het volgende, of open er zelf een met /spelen.

error-not_offered = Die keuze kan nu niet, dus er is niets gebeurd.

error-game_not_active = Dit spel loopt niet (het is nog niet begonnen of al afgelopen).

error-internal = Er ging bij ons iets mis; je spel is veilig. Probeer het nog eens.

error-missing_permissions = Ik kan in dit kanaal nog geen spel leiden. Vraag een beheerder om me hier deze rechten te geven: { $perms }.

error-no_game_here = Er is geen spel in dit kanaal. Begin er een met /spelen.

lobby-open = Druk op **Meedoen** om aan tafel te gaan ({ $min }–{ $max } spelers). De host drukt op **Starten** als iedereen er is.

lobby-players = Spelers

lobby-join = Meedoen

lobby-leave = Verlaten

lobby-start = Starten

lobby-cancel = Annuleren

lobby-started = Het spel is begonnen — kijk hieronder naar het bord.

lobby-cancelled = Deze lobby is geannuleerd.

lobby-channel_busy = Er loopt al een spel in dit kanaal. Speel het uit (of /spel afbreken) voordat je een nieuw begint.

lobby-already_joined = Je zit al aan tafel in dit spel.

lobby-full = Dit spel is vol ({ $max } spelers).

lobby-not_joined = Je zit niet aan tafel in dit spel.

lobby-host_cannot_leave = De host kan niet weggaan; druk op Annuleren om de lobby te sluiten.

lobby-host_only = Alleen de host (degene die de lobby heeft geopend) kan dat doen.

lobby-too_few = Er zijn minstens { $min } spelers nodig om te starten (nu { $have }).

lobby-not_open = Deze lobby is gesloten.

dm-welcome = Je doet mee met **{ $game }** in { $channel }. Je geheime keuzes komen hier binnen.

dm-closed = Ik kan je geen DM's sturen, dus gebruik de knop **Mijn hand** op het bord (of /hand) om je eigen kaarten en keuzes te zien.

board-my_hand = Mijn hand

hand-nothing = Je hoeft nu niets te doen.

hand-waiting = Klaar — het spel gaat verder in het kanaal.

game-abandoned = Dit spel is afgebroken.

game-channel_deleted = Het kanaal van je spel **{ $game }** is verwijderd, dus ik heb het spel gesloten. Je kunt in een ander kanaal een nieuw spel beginnen met /spelen.

abandon-voted = Je stem om het spel af te breken is geteld ({ $votes } van de { $needed ->
        [one] { $needed } benodigde stem
       *[other] { $needed } benodigde stemmen
    }).

abandon-done = Het spel wordt afgebroken.

status-lobby = Wacht in de lobby.

status-active = Bezig.

status-over = Afgelopen.

status-abandoned = Afgebroken.

status-waiting_for = Wacht op

status-round = Ronde

status-phase = Fase

phase-over = Spel afgelopen

game-over = Spel afgelopen — winnaar: **{ $winners }**

error-malformed = Die knop hoort niet bij deze bot (of is beschadigd), dus er is niets gebeurd.

error-wrong_channel = Die knop hoort bij een spel in een ander kanaal, dus er is niets gebeurd.

lobby-add_computer = Computer erbij

lobby-remove_computer = Computer eruit

lobby-no_computer = Er is geen computerspeler om weg te halen.
lobby-seat = { $number }. { $name }

computer-name = 🤖 Computer { $number }

board-back = Ik ben terug

timer-paused = ⏸️ De beurttimers staan op pauze (de host zet ze weer aan met /spel hervatten).

timer-deadline = ⏳ { $players }: de tijd loopt { $when } af.

timer-remind = ⏰ De helft van je tijd in { $channel } is om — je beurt loopt { $when } af.

timer-expired = ⏰ De tijd van **{ $player }** was op, dus de computer heeft de zet gedaan.

timer-away = ⏰ De tijd van **{ $player }** was twee keer achter elkaar op: de computer neemt die plek over tot er op **Ik ben terug** gedrukt wordt.

timer-not_away = Je speelt je eigen plek al zelf.

timer-welcome_back = Welkom terug! Je plek is weer van jou.

cmd-play-turn_time = Seconden per beurt; 0 = geen timer (geheime keuzes krijgen meer tijd)

cmd-pause-name = pauze
cmd-pause-description = Zet de beurttimers van het spel in dit kanaal op pauze (alleen de host)

cmd-resume-name = hervatten
cmd-resume-description = Laat de beurttimers van het spel in dit kanaal weer lopen (alleen de host)

timer-now_paused = De beurttimers staan op pauze.

timer-now_resumed = De beurttimers lopen weer; wie iets moet doen, krijgt een nieuwe deadline.

timer-none = Dit spel heeft geen beurttimer.

error-cannot_post = Ik kan niet posten in { $channel }: Discord weigerde (rechten ontbreken). Vraag een beheerder om me in dat kanaal deze rechten te geven: { $perms }. Het spel is bewaard en gaat door; zodra ik weer kan posten, brengt /spel stand het bord weer bij.

dm-closed_mid_game = { $player }, ik kan je geen DM's meer sturen: gebruik de knop **Mijn hand** op het bord (of /hand) voor je kaarten en keuzes.

error-damaged = De opgeslagen gegevens van dit spel zijn beschadigd en niet te herstellen, dus ik heb het niet aangeraakt en er is niets gebeurd. De host kan het beëindigen met /spel afbreken; wie de bot beheert, vindt de details in het logboek.

error-not_saved = Ik kon die zet niet opslaan: de database van de bot kan nu niet beschreven worden (schijf vol of alleen-lezen). Er is niets gebeurd; laat het de beheerder van de bot weten en probeer het later nog eens.

error-storage = De database van de bot kan nu niet beschreven worden (schijf vol of alleen-lezen), dus er is niets gebeurd. Laat het de beheerder van de bot weten; je spel blijft zoals het was.

cmd-help-name = hulp
cmd-help-description = Wat Ichiba is en hoe je speelt

cmd-settings-name = instellingen
cmd-settings-description = Instellingen van Ichiba voor deze server (Server beheren)
cmd-settings-show-name = tonen
cmd-settings-show-description = Toon de instellingen van deze server
cmd-settings-language-name = taal
cmd-settings-language-description = Taal van de borden en de berichten in het kanaal
cmd-settings-language-value = De taal
cmd-settings-turn_time-name = beurttijd
cmd-settings-turn_time-description = Standaard aantal seconden per beurt voor een spel (leeg: terug naar standaard)
cmd-settings-turn_time-game = Welk spel
cmd-settings-turn_time-seconds = Seconden per beurt; 0 = geen timer
cmd-settings-speed-name = computertempo
cmd-settings-speed-description = Hoe snel computerspelers zetten
cmd-settings-speed-speed = Het tempo
cmd-settings-lobby-name = lobby-sluittijd
cmd-settings-lobby-description = Minuten zonder activiteit waarna een lobby sluit
cmd-settings-lobby-minutes = Minuten (standaard: 30)
cmd-settings-away-name = spel-sluittijd
cmd-settings-away-description = Uren zonder zet van een mens waarna een spel eindigt
cmd-settings-away-hours = Uren (standaard: 24)
cmd-settings-role-name = moderatorrol
cmd-settings-role-description = Een rol waarvan de leden elk spel mogen beëindigen (leeg: geen)
cmd-settings-role-role = De rol
cmd-settings-channel-name = kanaal
cmd-settings-channel-description = Spellen in een kanaal toestaan of tegenhouden (geen opgegeven: elk kanaal)
cmd-settings-channel-channel = Het kanaal
cmd-settings-channel-allowed = Of er daar spellen geopend mogen worden

# Namen van de opties zoals Discord ze toont; berichten noemen opties met deze namen.
cmd-option-game = spel
cmd-option-variant = spelvariant
cmd-option-turn_time = beurttijd
cmd-option-value = taal
cmd-option-seconds = seconden
cmd-option-speed = tempo
cmd-option-minutes = minuten
cmd-option-hours = uren
cmd-option-count = aantal
cmd-option-games = spellen
cmd-option-role = rol
cmd-option-channel = kanaal
cmd-option-allowed = toegestaan
cmd-option-user = speler
cmd-option-number = nummer

language-default = De Discord-taal van de server

# This language's own name, as a server admin sees it in /settings language.
language-self = Nederlands

speed-default = Standaard van de bot

speed-instant = Meteen

speed-fast = Snel (½ s)

speed-normal = Normaal (1½ s)

speed-slow = Langzaam (3 s)

settings-title = Instellingen van Ichiba voor deze server

settings-help = Wijzig ze met de opdrachten /instellingen (Server beheren). Nieuwe waarden gelden voor spellen die vanaf nu geopend worden; tempo en sluittijden meteen.

settings-saved = ✅ Opgeslagen.

settings-default = standaard

settings-language = Taal van het kanaal

settings-turn_times = Standaard beurttijden

settings-turn_time_line = { $game }: { $seconds } s

settings-computer_speed = Computerspelers

settings-lobby_expiry = Lobby sluit na (geen activiteit)

settings-minutes = { $minutes } min

settings-away_expiry = Spel eindigt na (geen zet van een mens)

settings-hours = { $hours } u

settings-moderator_role = Moderatorrol

settings-game_channels = Kanalen voor spellen

settings-all_channels = elk kanaal

settings-bad_language = Die taal is niet beschikbaar; kies uit: { $choices }.

settings-bad_choice = Die waarde hoort niet bij de aangeboden keuzes.

settings-bad_lobby_minutes = Een lobby kan sluiten na { $min } tot { $max } minuten zonder activiteit.

settings-bad_away_hours = Een spel kan eindigen na { $min } tot { $max } uur zonder zet van een mens.

settings-bad_turn_seconds = Een beurt kan { $min } tot { $max } seconden duren (0 = geen timer).

settings-too_many_channels = Er kunnen hoogstens { $max } kanalen voor spellen opgegeven worden.

settings-channel_not_allowed = In dit kanaal kunnen geen spellen geopend worden. Op deze server wordt gespeeld in: { $channels }.

error-member_permissions = Daarvoor heb je deze rechten nodig: { $perms }.

error-guild_only = Dat werkt alleen in een kanaal van een server.

abandon-not_allowed = Alleen de host, een moderator (Server beheren, Berichten beheren of de moderatorrol van de server) of de spelers aan tafel met een meerderheid van stemmen kunnen dit spel beëindigen.

game-abandoned_by_moderator = Dit spel is beëindigd door moderator { $name }.

game-ended_idle = Dit spel is beëindigd: al { $hours } uur heeft niemand een zet gedaan. Het kanaal is vrij voor een nieuw spel.

lobby-expired = Deze lobby is gesloten na { $minutes } min zonder activiteit. Open een nieuwe met /spelen.

lobby-options = Opties

help-title = Ichiba (市場)

help-about = Met Ichiba speel je samen kaartspellen in dit kanaal: één bord voor iedereen, je hand en geheime keuzes per DM (of met de knop **Mijn hand**), computerspelers voor lege plekken en beurttimers die het spel gaande houden.

help-games = Spellen

help-game_line = **{ $name }**: { $low }–{ $high } spelers

help-start-title = Zo begin je
help-start =
    1. `/{ cmd-play-name } { cmd-option-game }:<spel>` opent hier een lobby.
    2. Anderen drukken op **Meedoen**; de host kan op **Computer erbij** drukken.
    3. De host drukt op **Starten**. Lees `/{ cmd-rules-name } { cmd-option-game }:<spel>` wanneer je wilt.

help-commands = Opdrachten

help-cmd-play = `/{ cmd-play-name }`: open een lobby (opties: `{ cmd-option-variant }`, `{ cmd-option-turn_time }`)
help-cmd-game = `/spel stand|afbreken|pauze|hervatten`: het spel in dit kanaal
help-cmd-hand = `/hand`: je hand en keuzes, alleen voor jou
help-cmd-rules = `/regels`: de spelregels van een spel, pagina voor pagina
help-cmd-settings = `/instellingen`: de instellingen van de server (Server beheren)
help-cmd-help = `/hulp`: deze pagina

help-invite-title = Ichiba aan een andere server toevoegen
help-invite = [Uitnodigingslink]({ $url }) (daar heb je Server beheren voor nodig)

dm-superseded = ⏭️ Dit bericht is verouderd: het spel is intussen verdergegaan. Je actuele overzicht staat in het nieuwste bericht hier, of onder **Mijn hand** op het bord.

game-board_abandoned = Bord gesloten: dit spel is beëindigd.

error-rules_changed = Dit spel is begonnen vóór een update die de regels veranderde, dus het kan niet verder. Ik heb het beëindigd; begin een nieuw spel met /spelen.

game-rules_changed = Dit spel { $game } is begonnen vóór een update die de regels veranderde, dus het kan niet verder en is beëindigd. Sorry! Begin een nieuw spel met /spelen.

# python -m bot demo
demo-players = { $game } is voor { $low }–{ $high } spelers.
demo-pictures = { $count ->
        [one] { $count } afbeelding in { $folder }/
       *[other] { $count } afbeeldingen in { $folder }/
    }
permission-view_channel = Kanaal bekijken
permission-send_messages = Berichten verzenden
permission-embed_links = Links insluiten
permission-attach_files = Bestanden bijvoegen
permission-manage_guild = Server beheren
permission-manage_messages = Berichten beheren

## Klikken van waar de knop niet werd aangeboden; lobbylimieten
error-lobby_in_dm = Lobbyknoppen werken alleen op het lobbybericht in het serverkanaal, dus er is niets gebeurd.
error-not_in_dm = Die knop werkt alleen op het spelbord in het serverkanaal, dus er is niets gebeurd.
lobby-limit_player = { $max ->
    [one] Je hebt in deze server al een open lobby, meer mag niet. Start of annuleer die eerst.
   *[other] Je hebt in deze server al { $max } open lobby's, meer mag niet. Start of annuleer er eerst een.
}
lobby-limit_server = { $max ->
    [one] Deze server heeft al een open lobby, meer mag niet. Doe daar mee, of wacht tot die begint of sluit.
   *[other] Deze server heeft al { $max } open lobby's, meer mag niet. Doe bij een ervan mee, of wacht tot er een begint of sluit.
}
settings-lobby_limits = Open lobby's hoogstens
settings-lobby_limits_line = { $player } per lid · { $server } in de server
settings-bad_lobbies_per_player = Kies { $min } tot { $max } lobby's per lid.
settings-bad_lobbies_per_server = Kies { $min } tot { $max } lobby's voor de server.
cmd-settings-player_lobbies-name = lobbys-per-lid
cmd-settings-player_lobbies-description = Hoeveel open lobby's één lid tegelijk mag openen
cmd-settings-player_lobbies-count = Lobby's (standaard: 3)
cmd-settings-server_lobbies-name = lobbys-per-server
cmd-settings-server_lobbies-description = Hoeveel open lobby's deze server tegelijk mag hebben
cmd-settings-server_lobbies-count = Lobby's (standaard: 50)

## Play again
again-button = Nog een keer
again-invite = { $mentions }: { $host } wil nog een keer **{ $game }** spelen, en je plaats wordt { $minutes } min voor je vrijgehouden. Druk op **Meedoen** bij de lobby hierboven, of op **Nog een keer**.
again-opened = Je nieuwe lobby staat hierboven.
again-joined = Je zit aan tafel in de nieuwe lobby hierboven.
again-channel_busy = Er is al een ander spel of een andere lobby in dit kanaal, dus hier kan nu geen nieuw potje beginnen. Doe daar mee, of speel opnieuw zodra het afgelopen is.
lobby-seat_held = { $number }. { $name } — plaats vrijgehouden, komt { $when } vrij
lobby-seats_held = De vrije plaatsen worden een paar minuten vrijgehouden voor de spelers van het vorige spel. Probeer het straks nog eens.

## Turn notifications (/notify)
notify-your_turn = 🔔 { $players }: je bent aan de beurt in spel #{ $number }.
notify-remind = ⏰ { $player }: de helft van je tijd is om — je beurt loopt { $when } af.
notify-title = Je beurtmeldingen
notify-how = Hoe je hoort dat je aan de beurt bent
notify-how-dm = Eigen paneel per DM
notify-how-mention = Een vermelding in het kanaal van het spel
notify-how-both = DM én een vermelding
notify-reminder = Herinnering halverwege
notify-on = Aan
notify-off = Uit
notify-quiet = Stille uren
notify-quiet_none = Geen
notify-quiet_line = { $start } tot { $end }
notify-timezone = Tijdzone
notify-help = Wijzig dit met de opties van `/{ cmd-notify-name }`. Tijdens je stille uren krijg je geen meldingen: wat wacht, komt als ze voorbij zijn, en aan tafels met beurten van een uur of langer loopt je tijd dan niet af.
notify-saved = ✅ Opgeslagen.
notify-bad_time = ‘{ $value }’ is geen tijdstip. Schrijf het als UU:MM, bijvoorbeeld 22:30.
notify-bad_zone = ‘{ $value }’ is geen tijdzone die ik ken. Kies er een uit de lijst, bijvoorbeeld Europe/Amsterdam.
notify-quiet_both = Geef zowel het begin als het einde van je stille uren (twee keer dezelfde tijd haalt ze weg).
cmd-notify-name = melden
cmd-notify-description = Hoe je hoort dat je aan de beurt bent (zonder opties: je keuzes bekijken)
cmd-notify-how = Per DM, met een vermelding in het kanaal van het spel, of allebei
cmd-notify-reminder = De herinnering halverwege je tijd, aan of uit
cmd-notify-from = Begin van je stille uren, UU:MM (dan geen meldingen)
cmd-notify-to = Einde van je stille uren, UU:MM (gelijk aan het begin: geen)
cmd-notify-timezone = Je tijdzone, bijvoorbeeld Europe/Amsterdam
cmd-option-how = hoe
cmd-option-reminder = herinnering
cmd-option-quiet_from = stil_vanaf
cmd-option-quiet_to = stil_tot
cmd-option-timezone = tijdzone
help-cmd-notify = `/{ cmd-notify-name }`: hoe je hoort dat je aan de beurt bent, en je stille uren
help-cmd-games = `/{ cmd-games-name }`: je lopende potjes en lobby's in alle servers, jouw beurten eerst, met links

## A thread per game
# identical to English by design: threads-name, cmd-settings-threads-name
threads-title = Een thread per spel
threads-on = Aan: elk spel dat hier begint krijgt een eigen thread
threads-off = Uit: één spel per kanaal
threads-missing = Uit: één spel per kanaal, want Ichiba mist hier { $perms }
threads-choice_on = Aan
threads-choice_off = Uit
threads-name = { $game } #{ $number }
threads-started = 🎲 { $game } #{ $number } is begonnen in { $thread } met { $players }
threads-won = 🏆 { $game } #{ $number }: { $winners } heeft gewonnen — { $thread }
threads-abandoned = 🚫 { $game } #{ $number } is afgebroken — { $thread }
threads-use_in_thread = Hier lopen meerdere spellen. Gebruik dit commando in de thread van het spel: { $threads }
threads-several_lobbies = Hier staan meerdere lobby's open. Gebruik hun knoppen, of dit commando in de thread van het spel zodra het begonnen is.
cmd-settings-threads-name = threads
cmd-settings-threads-description = Een thread per spel, zodat een kanaal meerdere spellen tegelijk kan hebben
cmd-settings-threads-value = Aan of uit
permission-create_public_threads = Openbare threads maken
permission-send_messages_in_threads = Berichten verzenden in threads

## /games: a player's open games in every server
# identical to English by design: my_games-game, my_games-line
cmd-games-name = potjes
cmd-games-description = Je lopende potjes en lobby's in alle servers, jouw beurten eerst
my_games-title = Je lopende potjes
my_games-none = Je hebt geen lopende potjes of lobby's. Open er een met `/{ cmd-play-name }` in een kanaal van een server.
my_games-game = **{ $game } #{ $number }**
my_games-line = { $game } · { $server } · { $status }
my_games-line_due = { $game } · { $server } · { $status } · de tijd loopt { $when } af
my_games-your_turn = **jouw beurt**
my_games-waiting = wacht op { $players }
my_games-playing = bezig
my_games-lobby = lobby, { $seated }/{ $seats } plaatsen bezet
my_games-other_server = een andere server
my_games-more = …en nog { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
    }.

## hints
cmd-option-hints = tips
cmd-play-hints = Tips voor beginners: auto (aan als iemand het spel nog niet kent), aan of uit
hints-choice-auto = auto: aan voor nieuwkomers
hints-choice-on = aan
hints-choice-off = uit
hints-lobby-auto = 💡 Tips: aan als iemand dit spel nog niet kent
hints-lobby-on = 💡 Tips: aan
hints-lobby-off = 💡 Tips: uit
hints-board = 💡 Tips aan
hints-button = Tip
hints-normal = 💡 De computer op Normaal zou dit doen: { $move }
# identical to English by design: hints-said
hints-said = 💡 { $hint }
hints-not_rated = Telt niet voor de rating: er is een tip gebruikt

## computer levels
computer-level-easy = Makkelijk
computer-level-normal = Normaal
computer-level-hard = Moeilijk
computer-level-easy-about = Laat kansen liggen: goed om te leren
computer-level-normal-about = Een degelijke speler
computer-level-hard-about = Denkt vooruit: een echte tegenstander
# Een niveau in het menu "Computer erbij" van de lobby, als het de standaard van de server is.
computer-level-default = { $level } (standaard van de server)
# De naam van een computerplaats: $level is easy, normal of hard.
computer-name-level = 🤖 { $level ->
        [easy] Makkelijke
        [hard] Moeilijke
       *[normal] Normale
    } computer { $number }
lobby-add_computer_level = 🤖 Computer erbij…
lobby-unknown_level = Dat niveau hoort niet bij de aangeboden keuzes.
cmd-settings-level-name = computerniveau
cmd-settings-level-description = Niveau van computers die zonder keuze worden toegevoegd
cmd-settings-level-level = Het niveau
cmd-option-level = niveau
settings-computer_level = Computerniveau (voorgeselecteerd)
