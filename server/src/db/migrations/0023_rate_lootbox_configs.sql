-- A Rocket Mart loot box card names a loot box configuration (0021 and 0022 were written side by side, so 0022 could
-- not say so): a card naming one that does not exist is refused when it is written, not when a player buys it. The
-- seed writes the configurations before the cards.
alter table comp_point_rates add constraint comp_point_rates_lootbox_config
  foreign key (lootbox_group_key) references lootbox_configs (group_key);
