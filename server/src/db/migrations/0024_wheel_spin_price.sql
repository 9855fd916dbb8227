-- A wheel spin has one price: the Rocket Mart card that sells it (`comp_point_rates` row `wheel_rocketmart`, seeded).
-- POST /api/player/wheel/spins buys that card, and GET /api/fe/config/wheel-config answers its price as the spin
-- cost, so the table of spin costs that 0021 kept beside the shop goes (docs/loyalty.md, The wheel).
drop table wheel_spin_costs;
